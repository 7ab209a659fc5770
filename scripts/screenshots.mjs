/**
 * Screenshots of each screen in light, dark and Arabic, at 1440 and 390 px, for comparing Folio with
 * Payload's admin (../shared/reference/payload-admin). Not a test: it starts the web host with the
 * built-in CMS on a fresh data folder, visits each screen once per mode and width, and writes PNGs to
 * screenshots/ (gitignored), or to the folder given as the first argument.
 *
 *   npm run screenshots [-- <folder>]
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium } from '@playwright/test'
import { CHROMIUM_FLAGS } from './chromium-flags.mjs'
import {
  bridge,
  ensureBuilt,
  findChromium,
  hostKeyCookies,
  root,
  startWebHost,
  stopChild,
  waitSignedIn,
} from './lib.mjs'

const outDir = resolve(process.argv[2] ?? join(root, 'screenshots'))
const MODES = [
  { name: 'light', colorScheme: 'light', language: 'en' },
  { name: 'dark', colorScheme: 'dark', language: 'en' },
  { name: 'arabic', colorScheme: 'light', language: 'ar' },
]
const WIDTHS = [1440, 390]

async function firstId(baseUrl, collection, where) {
  const answer = await bridge(baseUrl, 'renderer:api', {
    method: 'GET',
    path: `/${collection}`,
    query: { where, limit: 1, depth: 0, sort: '-updatedAt' },
  })
  if (!answer.ok || !answer.data.docs[0]) throw new Error(`no ${collection} document for ${JSON.stringify(where)}`)
  return answer.data.docs[0].id
}

/** Each screen: its path and what shows it is ready. */
function screens(largePost, versioned) {
  const doc = `/admin/collections/posts/${largePost}`
  return [
    { name: '01-dashboard', path: '/admin', ready: '[data-testid="card-collection-posts"]' },
    {
      name: '02-posts-list',
      path: '/admin/collections/posts',
      ready: '[data-testid="list-table-wrap"][aria-busy="false"]',
    },
    { name: '03-edit-large-post', path: doc, ready: '[data-testid="edit-view"][data-ready="true"]' },
    {
      name: '04-versions-list',
      path: `/admin/collections/posts/${versioned}/versions`,
      ready: '[data-testid="versions-table-wrap"][aria-busy="false"]',
    },
    {
      name: '05-version-diff',
      path: `/admin/collections/posts/${versioned}/versions`,
      ready: '[data-testid="versions-table-wrap"][aria-busy="false"]',
      then: async (page) => {
        await page.locator('[data-testid="version-link"]').nth(1).click()
        await page.locator('[data-testid="version-diff"][data-ready="true"]').waitFor()
      },
    },
    { name: '06-api-view', path: `${doc}/api`, ready: '[data-testid="json-tree"]' },
    {
      // Visual editing: the outline and label over the preview's title under the pointer.
      name: '11-live-preview-overlay',
      path: `${doc}/preview`,
      ready: '[data-testid="live-preview"][data-ready="true"]',
      then: async (page) => {
        const title = page.frameLocator('[data-testid="live-preview-frame"]').getByTestId('preview-title')
        await title.hover()
        await page
          .frameLocator('[data-testid="live-preview-frame"]')
          .locator('folio-visual-editing')
          .waitFor({ state: 'attached' })
      },
    },
    {
      name: '07-global-site-settings',
      path: '/admin/globals/site-settings',
      ready: '[data-testid="edit-view"][data-ready="true"]',
    },
    { name: '08-live-preview', path: `${doc}/preview`, ready: '[data-testid="live-preview"][data-ready="true"]' },
    { name: '09-account', path: '/admin/account', ready: '[data-testid="signed-in-as"]' },
    { name: '10-not-found', path: '/admin/collections/posts/999999999', ready: '[data-testid="not-found"]' },
  ]
}

async function main() {
  ensureBuilt()
  const executablePath = findChromium()
  if (!executablePath)
    throw new Error('no Chromium found: apt-get install chromium, or npx playwright install chromium')
  mkdirSync(outDir, { recursive: true })
  const dataDir = mkdtempSync(join(tmpdir(), 'folio-screenshots-'))
  let host
  // On a busy machine the first start can outlast the app's wait while it seeds: the seed goes on
  // where it stopped when the host starts again on the same folder.
  for (let attempt = 1; ; attempt++) {
    host = await startWebHost(dataDir)
    try {
      // The built-in CMS migrates and seeds a fresh folder first; the host signs in once it answers.
      await waitSignedIn(host.url, 300_000)
      break
    } catch (error) {
      await stopChild(host.child, Infinity)
      if (attempt === 3) throw error
      console.warn(`${error.message.split('\n')[0]}; starting again`)
    }
  }
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS })
  try {
    const largePost = await firstId(host.url, 'posts', { slug: { equals: 'large-post' } })
    // The seed's post with 30 versions (published, drafts, autosaves).
    const versioned = await firstId(host.url, 'posts', { slug: { equals: 'versioned-post' } })
    for (const mode of MODES)
      for (const width of WIDTHS) {
        const context = await browser.newContext({
          baseURL: host.url,
          viewport: { width, height: 900 },
          colorScheme: mode.colorScheme,
        })
        await context.addCookies(hostKeyCookies())
        await context.addInitScript((code) => localStorage.setItem('folio-language', code), mode.language)
        const page = await context.newPage()
        for (const screen of screens(largePost, versioned)) {
          await page.goto(screen.path)
          await page.locator(screen.ready).first().waitFor({ timeout: 60_000 })
          await screen.then?.(page)
          // Fonts and lazily drawn parts (the rich-text editor, the preview frame) settle first.
          await page.evaluate('document.fonts.ready')
          const file = join(outDir, `${screen.name}-${mode.name}-${width}.png`)
          await page.screenshot({ path: file })
          console.log(file)
        }
        await context.close()
      }
  } finally {
    await browser.close()
    await stopChild(host.child, Infinity)
    rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
