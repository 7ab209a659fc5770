import * as migration_20261123_043017_initial from './20261123_043017_initial.js'
import * as migration_20261123_073638_posts_location from './20261123_073638_posts_location.js'
import * as migration_20261123_085724_locale_parent_indexes from './20261123_085724_locale_parent_indexes.js'
import * as migration_20261123_201512_posts_gallery from './20261123_201512_posts_gallery.js'
import * as migration_20261202_010043_media_folders_pages_schedule from './20261202_010043_media_folders_pages_schedule.js'

export const migrations = [
  {
    up: migration_20261123_043017_initial.up,
    down: migration_20261123_043017_initial.down,
    name: '20261123_043017_initial',
  },
  {
    up: migration_20261123_073638_posts_location.up,
    down: migration_20261123_073638_posts_location.down,
    name: '20261123_073638_posts_location',
  },
  {
    up: migration_20261123_085724_locale_parent_indexes.up,
    down: migration_20261123_085724_locale_parent_indexes.down,
    name: '20261123_085724_locale_parent_indexes',
  },
  {
    up: migration_20261123_201512_posts_gallery.up,
    down: migration_20261123_201512_posts_gallery.down,
    name: '20261123_201512_posts_gallery',
  },
  {
    up: migration_20261202_010043_media_folders_pages_schedule.up,
    down: migration_20261202_010043_media_folders_pages_schedule.down,
    name: '20261202_010043_media_folders_pages_schedule',
  },
]
