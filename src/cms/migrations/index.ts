import * as migration_20261123_043017_initial from './20261123_043017_initial.js'
import * as migration_20261123_073638_posts_location from './20261123_073638_posts_location.js'

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
]
