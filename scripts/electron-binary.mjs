// Where the Electron binary is, without the side effect of require('electron'), which tries to download it.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

/** @returns {string | null} the binary's path, or null when it was never downloaded (as offline). */
export function electronBinary() {
  let packageDir
  try {
    packageDir = dirname(require.resolve('electron/package.json'))
  } catch {
    return null
  }
  const pathFile = join(packageDir, 'path.txt')
  if (!existsSync(pathFile)) return null
  const relative = readFileSync(pathFile, 'utf8').trim()
  const distDir = process.env.ELECTRON_OVERRIDE_DIST_PATH || join(packageDir, 'dist')
  const binary = join(distDir, relative)
  return existsSync(binary) ? binary : null
}
