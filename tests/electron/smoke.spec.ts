/**
 * Drives the real desktop app with Playwright's Electron support. It needs the Electron binary, which
 * cannot be downloaded on machines without internet: there it is reported as skipped, with the reason.
 * scripts/test.mjs runs it under xvfb-run when there is no display.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { _electron as electron, expect, test } from '@playwright/test'
import { electronBinary } from '../../scripts/electron-binary.mjs'

const binary = electronBinary()

test('the desktop app opens on the built-in CMS, edits and saves over the preload bridge, locked down', async () => {
  test.skip(
    !binary,
    'the Electron binary is not installed here (no internet to download it); run `node node_modules/electron/install.js` where there is',
  )
  // The built-in CMS's first start (database, demo content) comes before anything can be driven.
  test.setTimeout(300_000)
  const app = await electron.launch({
    executablePath: binary ?? undefined,
    args: ['.', '--no-sandbox'],
    env: { ...process.env, FOLIO_DATA_DIR: mkdtempSync(join(tmpdir(), 'folio-electron-')) },
  })
  try {
    const window = await app.firstWindow()
    // Out of the box: the built-in CMS starts (a minute on a busy machine) and the editor is signed in.
    await expect(window.getByTestId('dashboard')).toBeVisible({ timeout: 180_000 })
    await window.getByTestId('nav-account').click()
    await expect(window.getByTestId('host-kind')).toHaveText('electron')

    // A category made and saved through the bridge: the toast says so and its edit page opens.
    await window.getByTestId('nav-link-collection-categories').click()
    await window.getByTestId('list-create').click()
    await window.getByTestId('input-name').fill('Made in the desktop app')
    await window.getByTestId('input-slug').fill(`desktop-${Date.now()}`)
    await window.getByTestId('save').click()
    await expect(window.getByTestId('toast-success')).toBeVisible()
    await expect(window.getByTestId('document-title')).toHaveText('Made in the desktop app')
    const prefs = await app.evaluate(({ BrowserWindow }) => {
      const win = BrowserWindow.getAllWindows()[0]!
      return (
        win.webContents as unknown as { getLastWebPreferences(): Record<string, unknown> }
      ).getLastWebPreferences()
    })
    expect(prefs).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false })
    expect(await window.evaluate(() => typeof (window as unknown as { require?: unknown }).require)).toBe('undefined')
    // Deny by default: the app's own page is refused what it does not need (notifications, camera,
    // location); preview pages get nothing at all (src/main/electron/permissions.ts).
    const states = await window.evaluate(async () => {
      const { permissions } = (
        globalThis as unknown as {
          navigator: { permissions: { query(d: { name: string }): Promise<{ state: string }> } }
        }
      ).navigator
      return Promise.all(
        ['notifications', 'geolocation'].map(async (name) => (await permissions.query({ name })).state),
      )
    })
    expect(states).toEqual(['denied', 'denied'])
  } finally {
    await app.close()
  }
})
