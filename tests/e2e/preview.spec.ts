import type { FrameLocator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { API_CHANNEL_GLOB, holdApiCalls } from './support/bridge'
import { openListedDocument, openPost, waitForEditView } from './support/documents'
import { locksOn, rest } from './support/rest'
import type { StyledColours } from './support/dom'
import { chooseOption, expectSelected, optionLabels } from './support/select'

/** Opens a post's live-preview view and waits until the demo preview site said it is ready. */
async function openPreview(page: Page, slug: string): Promise<{ path: string; frame: FrameLocator }> {
  await openPost(page, slug)
  await page.getByTestId('doc-tab-preview').click()
  await expect(page.getByTestId('live-preview')).toHaveAttribute('data-ready', 'true')
  const frame = page.frameLocator('[data-testid="live-preview-frame"]')
  await expect(frame.getByTestId('preview-status')).toHaveText(/ready|live/)
  return { path: new URL(page.url()).pathname, frame }
}

async function frameSize(page: Page) {
  const box = await page.getByTestId('live-preview-frame').boundingBox()
  return { width: Math.round(box!.width), height: Math.round(box!.height) }
}

test.describe('Live preview', () => {
  test('in the dark theme the demo page draws its own background, so its text shows', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    const { frame } = await openPreview(page, 'Post 06')
    const colours = await frame.getByTestId('preview-title').evaluate((title) => {
      const el = title as unknown as StyledColours
      const view = el.ownerDocument.defaultView!
      return {
        text: view.getComputedStyle(el).color,
        page: view.getComputedStyle(el.ownerDocument.documentElement).backgroundColor,
      }
    })
    // Not transparent over the frame's white, and not the text's own colour.
    expect(colours.page).not.toBe('rgba(0, 0, 0, 0)')
    expect(colours.page).not.toBe(colours.text)
  })

  test('the frame follows the title, a block and an array row without reloading; the schema goes once; a save sends the document event', async ({
    page,
  }) => {
    const { path, frame } = await openPreview(page, 'Post 05')
    // Posts autosave every 2 s: on a slow machine one may land while the test types, and each saved
    // write (autosave or save) sends the preview one document event.
    let autosaves = 0
    page.on('requestfinished', (request) => {
      if (request.method() === 'POST' && (request.postData() ?? '').includes('"autosave":true')) autosaves++
    })
    const documentEvents = async () => Number(await frame.getByTestId('preview-document-events').textContent())
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    expect(path).toMatch(/\/admin\/collections\/posts\/\d+\/preview$/)
    await expect(page.getByTestId('doc-tab-preview')).toHaveAttribute('aria-current', 'page')
    await expect(page.getByTestId('doc-tab-edit')).not.toHaveAttribute('aria-current', 'page')
    await expect(frame.getByTestId('preview-title')).toHaveText('Post 05')
    // A marker on the page's window: a reload would lose it.
    const preview = page.frame({ url: /\/posts\/post-05/ })!
    await preview.evaluate(() => ((globalThis as unknown as { folioMarker: number }).folioMarker = 42))
    // Like a real live-preview frontend, the page trusts its CMS's server URL, which is Folio's own
    // origin (the web host serves the built-in CMS's /api), and reads the API from there.
    const folioOrigin = new URL(page.url()).origin
    const pageConfig = await preview.evaluate(() => {
      const doc = (
        globalThis as unknown as {
          document: {
            getElementById(id: string): { textContent: string } | null
            body: { dataset: Record<string, string> }
          }
        }
      ).document
      return {
        cmsURL: (JSON.parse(doc.getElementById('folio-preview-config')!.textContent) as { cmsURL: string }).cmsURL,
        adminOrigin: doc.body.dataset.adminOrigin,
      }
    })
    expect(pageConfig).toEqual({ cmsURL: folioOrigin, adminOrigin: folioOrigin })

    await page.getByTestId('input-title').fill('Post 05, live')
    await expect(frame.getByTestId('preview-title')).toHaveText('Post 05, live')
    await expect(frame.getByTestId('preview-status')).toHaveText('live')

    await page.getByTestId('input-layout.0.heading').fill('A new hero heading')
    await expect(frame.getByTestId('preview-block').first()).toContainText('A new hero heading')

    await page.getByTestId('tab-1').click()
    await page.getByTestId('input-tags.0.label').fill('changed tag')
    await expect(frame.getByTestId('preview-tag').first()).toHaveText('changed tag')

    expect(await preview.evaluate(() => (globalThis as unknown as { folioMarker?: number }).folioMarker)).toBe(42)
    await expect(frame.getByTestId('preview-schema-count')).toHaveText('1')
    await expect.poll(async () => (await documentEvents()) - autosaves).toBe(0)

    // Save Draft is off once an autosave has saved every change (as in Payload), and on a slow machine
    // one may land between the last edit and the click. Autosaves are held from before one more edit
    // until the click: the button stays on, and the save, clicked while an autosave may be out, waits for
    // it and is still sent.
    const autosavesOut = await holdApiCalls(page, (_, postData) => postData.includes('"autosave":true'))
    await page.getByTestId('input-tags.0.label').fill('changed tag, saved')
    await page.getByTestId('save-draft').click()
    autosavesOut.release()
    await expect(page.getByTestId('toast-success').filter({ hasText: 'Draft saved successfully.' })).toBeVisible()
    await expect(frame.getByTestId('preview-tag').first()).toHaveText('changed tag, saved')
    await expect.poll(async () => (await documentEvents()) - autosaves).toBe(1)
    await expect(frame.getByTestId('preview-schema-count')).toHaveText('1')
  })

  test('a message from another origin is ignored by the preview', async ({ page }) => {
    // Autosaves would send the preview updates of their own while the test counts: none go out here.
    await page.route(API_CHANNEL_GLOB, (route) =>
      (route.request().postData() ?? '').includes('"autosave":true') ? route.abort() : route.fallback(),
    )
    const { frame } = await openPreview(page, 'Post 06')
    const preview = page.frame({ url: /\/posts\/post-06/ })!
    // The first update (the document as Folio holds it) has been merged and counted.
    await expect(frame.getByTestId('preview-status')).toHaveText('live')
    const before = await frame.getByTestId('preview-update-count').textContent()
    // The preview page's own origin is not Folio's: live-preview must drop it.
    await preview.evaluate(() =>
      (globalThis as unknown as { postMessage(message: unknown, targetOrigin: string): void }).postMessage(
        {
          type: 'payload-live-preview',
          data: { title: 'Forged title' },
          collectionSlug: 'posts',
          externallyUpdatedRelationship: null,
          locale: 'en',
        },
        '*',
      ),
    )
    // A message of Folio's own, sent after the forged one, arrives after it: once it is shown, the
    // forged one has been handled, and it counted for nothing.
    await page.getByTestId('input-title').fill('Post 06, typed in Folio')
    await expect(frame.getByTestId('preview-title')).toHaveText('Post 06, typed in Folio')
    await expect(frame.getByTestId('preview-update-count')).toHaveText(String(Number(before ?? '0') + 1))
  })

  test('breakpoint, custom size (negative becomes 0) and zoom change the frame size; the choice is kept', async ({
    page,
  }) => {
    const { path } = await openPreview(page, 'Post 08')
    // The spec's picker: exactly the configured breakpoints plus Custom, starting on the first
    // configured one, whose size the width and height show and the frame has.
    const breakpoint = page.getByTestId('live-preview-breakpoint')
    await expectSelected(breakpoint, 'mobile')
    await expectSelected(page.getByTestId('live-preview-zoom'), '100')
    await expect.poll(() => optionLabels(breakpoint)).toEqual(['Mobile', 'Tablet', 'Desktop', 'Custom'])
    await expect(page.getByTestId('live-preview-width')).toHaveValue('375')
    await expect(page.getByTestId('live-preview-height')).toHaveValue('667')
    expect(await frameSize(page)).toEqual({ width: 375, height: 667 })

    // The open list sits right under its button (the toolbar can be dragged: its own offset must not
    // carry the list away with it).
    await breakpoint.click()
    const list = page.locator(`[id="${await breakpoint.getAttribute('aria-controls')}"]`)
    await expect(list).toBeVisible()
    const [button, listBox] = [(await breakpoint.boundingBox())!, (await list.boundingBox())!]
    expect(Math.abs(listBox.x - button.x)).toBeLessThan(2)
    expect(listBox.y).toBeGreaterThanOrEqual(button.y + button.height - 1)
    expect(listBox.y).toBeLessThan(button.y + button.height + 16)
    await breakpoint.press('Escape')
    await expect(breakpoint).toHaveAttribute('aria-expanded', 'false')

    await chooseOption(breakpoint, 'tablet')
    await expect(page.getByTestId('live-preview-width')).toHaveValue('768')
    await expect(page.getByTestId('live-preview-height')).toHaveValue('1024')
    expect(await frameSize(page)).toEqual({ width: 768, height: 1024 })

    // Typing a size makes Custom the choice; the other axis keeps the size shown.
    await page.getByTestId('live-preview-width').fill('500')
    await expectSelected(breakpoint, 'custom')
    await expect(page.getByTestId('live-preview-height')).toHaveValue('1024')
    await page.getByTestId('live-preview-height').fill('400')
    expect(await frameSize(page)).toEqual({ width: 500, height: 400 })

    await chooseOption(page.getByTestId('live-preview-zoom'), '50')
    expect(await frameSize(page)).toEqual({ width: 250, height: 200 })

    await page.getByTestId('live-preview-width').fill('-20')
    await expect(page.getByTestId('live-preview-width')).toHaveValue('0')
    expect((await frameSize(page)).width).toBe(0)

    // Kept in the user's preferences for this collection.
    await page.getByTestId('live-preview-width').fill('320')
    // Written to the user's preferences on the server before the page is left.
    await expect
      .poll(async () => (await rest(page, '/payload-preferences/collection-posts')).data.value)
      .toMatchObject({ livePreview: { width: 320 } })
    await page.goto(path)
    await expectSelected(page.getByTestId('live-preview-zoom'), '50')
    await expectSelected(page.getByTestId('live-preview-breakpoint'), 'custom')
    await expect(page.getByTestId('live-preview-width')).toHaveValue('320')
  })

  test("the toolbar is Payload's strip over the preview, and can be dragged off it with the pointer and the keyboard", async ({
    page,
  }) => {
    await openPreview(page, 'Post 09')
    const toolbar = page.getByTestId('live-preview-toolbar')
    const before = (await toolbar.boundingBox())!
    // As in Payload: as wide as the preview under it, the size inputs between the breakpoint and the zoom
    // centred on it, "open in new window" an icon with its name.
    const frameBox = (await page.getByTestId('live-preview-frame-box').locator('..').boundingBox())!
    expect(Math.round(before.width)).toBe(Math.round(frameBox.width))
    const [width, height] = [
      (await page.getByTestId('live-preview-width').boundingBox())!,
      (await page.getByTestId('live-preview-height').boundingBox())!,
    ]
    expect(Math.abs((width.x + height.x + height.width) / 2 - (before.x + before.width / 2))).toBeLessThan(60)
    const popup = page.getByTestId('live-preview-popup')
    await expect(popup).toHaveAccessibleName('Open in new window')
    await expect(popup).toHaveText('')
    await expect(popup.locator('svg')).toBeVisible()
    const handle = (await page.getByTestId('live-preview-drag').boundingBox())!
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2)
    await page.mouse.down()
    await page.mouse.move(handle.x + handle.width / 2 + 40, handle.y + handle.height / 2 + 30, { steps: 4 })
    await page.mouse.up()
    const after = (await toolbar.boundingBox())!
    expect(Math.round(after.x - before.x)).toBe(40)
    expect(Math.round(after.y - before.y)).toBe(30)
    // Moved, it floats as a box of its own with a shadow, no longer a strip.
    expect(after.width).toBeLessThan(before.width)
    await expect(toolbar).not.toHaveCSS('box-shadow', 'none')
    await page.getByTestId('live-preview-drag').focus()
    await page.keyboard.press('ArrowLeft')
    expect(Math.round((await toolbar.boundingBox())!.x - before.x)).toBe(30)
  })

  test('the popup opens at 800x700, receives updates, and closing it returns the pane to the frame', async ({
    page,
    context,
  }) => {
    await openPreview(page, 'Post 11')
    const [popup] = await Promise.all([context.waitForEvent('page'), page.getByTestId('live-preview-popup').click()])
    await expect(page.getByTestId('live-preview')).toHaveAttribute('data-window-type', 'popup')
    await expect(page.getByTestId('live-preview-in-popup')).toBeVisible()
    await expect(page.getByTestId('live-preview-frame')).toHaveCount(0)
    await expect(popup.getByTestId('preview-status')).toHaveText(/ready|live/)
    await expect(page.getByTestId('live-preview')).toHaveAttribute('data-ready', 'true')
    expect(
      await popup.evaluate(() => {
        const win = globalThis as unknown as { innerWidth: number; innerHeight: number }
        return [win.innerWidth, win.innerHeight]
      }),
    ).toEqual([800, 700])

    await page.getByTestId('input-title').fill('Post 11 in the popup')
    await expect(popup.getByTestId('preview-title')).toHaveText('Post 11 in the popup')
    // A new window gets the schema with its first message.
    await expect(popup.getByTestId('preview-schema-count')).toHaveText('1')

    await popup.close()
    await expect(page.getByTestId('live-preview')).toHaveAttribute('data-window-type', 'iframe', { timeout: 3000 })
    const frame = page.frameLocator('[data-testid="live-preview-frame"]')
    await expect(frame.getByTestId('preview-title')).toHaveText('Post 11 in the popup')
  })

  test('the Live Preview tab carries the locale, and going edit <-> preview keeps the lock', async ({ page }) => {
    const { path } = await openPreview(page, 'Post 12')
    const editPath = path.replace(/\/preview$/, '')
    await page.goto(`${editPath}?locale=de`)
    await waitForEditView(page)
    await expect(page.getByTestId('doc-tab-preview')).toHaveAttribute('href', `${path}?locale=de`)
    await page.getByTestId('doc-tab-preview').click()
    await expect(page).toHaveURL(new RegExp(`${path}\\?locale=de$`))
    await expect(page.frameLocator('[data-testid="live-preview-frame"]').getByTestId('preview-locale')).toHaveText('de')

    const id = path.split('/')[4]!
    await expect.poll(() => locksOn(page, id)).toBe(1)
    await page.getByTestId('doc-tab-edit').click()
    await waitForEditView(page)
    // What was typed on the edit tab is still there on the preview tab, and in the preview.
    await page.getByTestId('input-title').fill('Beitrag zwölf, ungespeichert')
    await page.getByTestId('doc-tab-preview').click()
    await expect(page.getByTestId('live-preview')).toHaveAttribute('data-ready', 'true')
    await expect(page.getByTestId('input-title')).toHaveValue('Beitrag zwölf, ungespeichert')
    await expect(page.frameLocator('[data-testid="live-preview-frame"]').getByTestId('preview-title')).toHaveText(
      'Beitrag zwölf, ungespeichert',
    )
    // Switching tabs would have released the lock on the way (nothing else does): it is still held.
    expect(await locksOn(page, id)).toBe(1)
    // Leaving the document altogether releases it.
    await page.getByTestId('nav-link-collection-posts').click()
    await expect.poll(() => locksOn(page, id)).toBe(0)
  })

  test('a page (no autosave): going to the preview keeps unsaved edits without a leave warning; leaving still warns', async ({
    page,
  }) => {
    await openListedDocument(page, '/admin/collections/pages')
    await page.getByTestId('input-title').fill('Unsaved page title')
    await page.getByTestId('doc-tab-preview').click()
    await expect(page.getByTestId('leave-warning')).toHaveCount(0)
    await expect(page.getByTestId('live-preview')).toHaveAttribute('data-ready', 'true')
    await expect(page.frameLocator('[data-testid="live-preview-frame"]').getByTestId('preview-title')).toHaveText(
      'Unsaved page title',
    )
    await page.getByTestId('nav-link-collection-posts').click()
    await expect(page.getByTestId('leave-warning')).toBeVisible()
    await page.getByTestId('leave-anyway').click()
  })
})
