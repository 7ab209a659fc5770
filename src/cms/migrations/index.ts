import * as migration_20261123_043017_initial from './20261123_043017_initial.js'

export const migrations = [
  {
    up: migration_20261123_043017_initial.up,
    down: migration_20261123_043017_initial.down,
    name: '20261123_043017_initial',
  },
]
