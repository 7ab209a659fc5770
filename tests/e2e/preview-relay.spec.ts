/**
 * Any frontend in the web host's embedded frame: a team's own frontend, on an origin of its own and
 * built on Payload's `@payloadcms/live-preview` (which trusts its CMS's origin only), follows the form
 * through the Folio plugin's relay at the CMS, and its overlay's clicks come back to the form. A page
 * on a third origin holding a relay link gets nothing through it. Driven against the tests' second
 * CMS, on its own port, with the web host pointed at it by URL.
 */
import type { Page } from '@playwright/test'
import type { MessagingFrame, WithFunction } from './support/dom'
import { rest } from './support/rest'
import { expect, test, useAltHost } from './support/alt-host'
import { startRelayFrontend, type RelayFrontend } from './support/relay-frontend'

const alt = useAltHost()
let frontend: RelayFrontend | undefined

test.beforeAll(async () => {
  frontend = await startRelayFrontend()
})
test.afterAll(async () => {
  await frontend?.stop()
})

const cmsOrigin = () => new URL(alt.cms.url).origin

/** Signs in, makes a showcase previewed at `frontendUrl` and opens its Live Preview tab. */
async function openShowcase(page: Page, title: string, frontendUrl: string) {
  await alt.signIn(page)
  const made = await rest<{ doc: { id: number } }>(
    page,
    '/showcases',
    {},
    { method: 'POST', body: { title, frontendUrl } },
  )
  expect(made.ok, JSON.stringify(made)).toBe(true)
  await page.goto(`${alt.host.url}/cms-admin/collections/showcases/${made.data.doc.id}/preview`)
  return made.data.doc.id
}

/** A showcase whose live preview is the team's frontend; opened on its Live Preview tab, ready. */
async function openShowcasePreview(page: Page, title: string) {
  const id = await openShowcase(page, title, frontend!.pageUrl(cmsOrigin()))
  await expect(page.getByTestId('live-preview')).toHaveAttribute('data-ready', 'true')
  const frame = page.getByTestId('live-preview-frame')
  const relay = (await frame.getAttribute('src'))!
  const site = page.frameLocator('[data-testid="live-preview-frame"]').frameLocator('#folio-relay-frame')
  return { id, relay, site }
}

test('a frontend on its own origin gets the form through the relay, and a click on its title lands in the field', async ({
  page,
}) => {
  const title = `Relayed ${Date.now().toString(36)}`
  const { id, relay, site } = await openShowcasePreview(page, title)
  // The frame holds the plugin's relay page at the CMS, not the frontend itself.
  expect(new URL(relay).origin).toBe(cmsOrigin())
  expect(new URL(relay).pathname).toBe('/api/folio/preview-relay')
  await expect(site.getByTestId('frontend-title')).toHaveText(title)

  const input = page.getByTestId('input-title')
  await input.click()
  await page.keyboard.press('End')
  await page.keyboard.type(', typed in Folio')
  await expect(site.getByTestId('frontend-title')).toHaveText(`${title}, typed in Folio`)

  // The overlay outlines the title and a click on it brings the editor back to the field.
  await page.getByTestId('live-preview').click({ position: { x: 5, y: 5 } })
  await expect(input).not.toBeFocused()
  await site.getByTestId('frontend-title').hover()
  await site.getByTestId('frontend-title').click()
  await expect(input).toBeFocused()

  // Saved as typed: no marker reached the CMS.
  await page.keyboard.press('ControlOrMeta+s')
  await expect(page.getByTestId('toast-success').last()).toBeVisible()
  const saved = await rest<{ title: string }>(page, `/showcases/${id}`)
  expect(saved.data.title).toBe(`${title}, typed in Folio`)
})

test('a page on a third origin that opens a relay link gets nothing through to the frontend', async ({
  page,
  context,
}) => {
  const { relay } = await openShowcasePreview(page, `Guarded ${Date.now().toString(36)}`)
  const attacker = await context.newPage()
  await attacker.goto(frontend!.attackerUrl(relay))
  const attackerOrigin = new URL(attacker.url()).origin
  const [opened] = await Promise.all([attacker.waitForEvent('popup'), attacker.locator('#open').click()])
  const inner = opened.frameLocator('#folio-relay-frame')
  await expect(inner.locator('body')).toHaveAttribute('data-subscribed', 'true')
  // After the relay has handled the forged message, a message from the CMS's origin follows it to the
  // frontend: whatever the relay passed on would have arrived before it.
  const frontendOrigin = new URL(frontend!.pageUrl(cmsOrigin())).origin
  await opened.locator('#folio-relay-frame').evaluate(
    (frame, { from, to }) => {
      const relay = frame as unknown as MessagingFrame
      relay.ownerDocument.defaultView!.addEventListener('message', (event) => {
        if (event.origin !== from) return
        relay.contentWindow!.postMessage(
          { type: 'payload-live-preview', collectionSlug: 'showcases', data: { title: 'control' } },
          to,
        )
      })
    },
    { from: attackerOrigin, to: frontendOrigin },
  )
  await attacker
    .locator('body')
    .evaluate((body) => (body as unknown as WithFunction<'forge'>).ownerDocument.defaultView!.forge())
  await expect(inner.getByTestId('frontend-title')).toHaveText('control')
  await expect(inner.getByTestId('frontend-history')).not.toContainText('forged')
  await attacker.close()
})

test('a relayed page that never connects says what it needs', async ({ page }) => {
  // A page without Payload's live-preview package: the relay frames it, and it never says ready.
  await openShowcase(page, `Silent ${Date.now().toString(36)}`, frontend!.attackerUrl('about:blank'))
  await expect(page.getByTestId('live-preview-frame')).toHaveAttribute('src', /\/api\/folio\/preview-relay\?ticket=/)
  await expect(page.getByTestId('live-preview-silent')).toHaveText(
    // The second CMS's admin is German.
    'Diese Seite hat sich nicht mit der Live-Vorschau verbunden und folgt deinen Änderungen nicht. Folio gibt deine Änderungen von der Adresse deines CMS weiter: Die Seite braucht Payloads Live-Preview-Paket (subscribe und ready) mit der Adresse dieses CMS als serverURL. Speichere, um deine Änderungen dort zu sehen.',
  )
})
