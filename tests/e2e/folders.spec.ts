/**
 * Payload's folders (`folders: true`) on an upload collection of the alt CMS (`folder-media`,
 * src/cms/testing/alt-crop.ts): the list browsed by folder (breadcrumb, subfolders first, then the
 * folder's documents), a new folder made where one is, a document's folder chosen in its edit view or
 * set by making it in a folder, documents moved between folders, and a folder renamed, moved, deleted.
 */
import { type Page } from '@playwright/test'
import { de } from '@payloadcms/translations/languages/de'
import sharp from 'sharp'
import { API_CHANNEL_GLOB } from './support/bridge'
import { chooseRelated } from './support/relationship'
import { rest, uploadThroughBridge } from './support/rest'
import { expect, test, useAltHost } from './support/alt-host'

const alt = useAltHost()
const list = () => `${alt.host.url}/cms-admin/collections/folder-media`

/** Payload's words as the UI shows them: the alt CMS falls back to German; tags dropped, variables filled. */
function words(key: `${'folder' | 'general'}:${string}`, vars: Record<string, string | number> = {}): string {
  const [group, name] = key.split(':') as ['folder' | 'general', string]
  const text = (de.translations[group] as Record<string, string>)[name]!
  return text.replace(/<\/?\d>/g, '').replace(/{{(\w+)}}/g, (_, v: string) => String(vars[v]))
}
const TOP = words('folder:folders')

/** A folder for folder-media's documents, made over REST (inside `parent`, else at the top); its id. */
async function makeFolder(page: Page, name: string, parent: number | null = null): Promise<number> {
  const made = await rest<{ doc: { id: number } }>(
    page,
    '/payload-folders',
    {},
    { method: 'POST', body: { name, folder: parent, folderType: ['folder-media'] } },
  )
  expect(made.ok).toBe(true)
  return made.data.doc.id
}

/** A folder-media document filed in `folder`, uploaded through the host's bridge as the edit view does; its id. */
async function fileImage(page: Page, caption: string, folder: number): Promise<number> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#369' } })
    .png()
    .toBuffer()
  const answer = await uploadThroughBridge(page, {
    collection: 'folder-media',
    filename: `${caption.replace(/\W+/g, '-')}.png`,
    mimeType: 'image/png',
    dataBase64: png.toString('base64'),
    data: { caption, folder },
  })
  expect(answer.ok).toBe(true)
  return answer.data.doc.id
}

/** Refuses the page's CMS calls of `method` to `path` (as if the server were gone) until `unroute`. */
async function refuse(page: Page, method: string, path: string) {
  const matches = (body: string) => body.includes(`"method":"${method}"`) && body.includes(`"path":"${path}"`)
  await page.route(API_CHANNEL_GLOB, (route) =>
    matches(route.request().postData() ?? '') ? route.abort('connectionrefused') : route.continue(),
  )
}

/** The folder a folder-media document or a folder is in (null: the top level); undefined when it is gone. */
async function folderOf(page: Page, path: string): Promise<number | null | undefined> {
  const answer = await rest<{ folder?: number | null }>(page, path)
  return answer.ok ? (answer.data.folder ?? null) : undefined
}

async function newFolder(page: Page, name: string) {
  await page.getByTestId('folder-new').click()
  await expect(page.getByTestId('folder-new-name')).toBeFocused()
  await page.getByTestId('folder-new-name').fill(name)
  await page.getByTestId('folder-new-create').click()
  await expect(page.getByTestId('folder-new-modal')).toBeHidden()
  await expect(page.getByTestId('subfolder').filter({ hasText: name })).toBeVisible()
}

test('folders are made, browsed and hold the documents filed in them', async ({ page }) => {
  const stamp = Date.now()
  const [outer, inner, caption] = [`Outer ${stamp}`, `Inner ${stamp}`, `Filed ${stamp}`]
  await alt.signIn(page)
  await page.goto(list())
  await page.getByTestId('folders-browse').click()
  await expect(page).toHaveURL(/folder=root/)
  await newFolder(page, outer)

  // Into the new folder: the breadcrumb names it; a subfolder made here belongs to it.
  await page.getByTestId('subfolder').filter({ hasText: outer }).click()
  await expect(page.getByTestId('folder-crumbs').locator('[aria-current="page"]')).toHaveText(outer)
  await newFolder(page, inner)
  const outerId = new URL(page.url()).searchParams.get('folder')!
  const folders = await rest<{ docs: Array<{ id: number; folder: number | null }> }>(page, '/payload-folders', {
    where: { name: { equals: inner } },
  })
  expect(folders.data.docs[0]!.folder).toBe(Number(outerId))
  await page.getByTestId('subfolder').filter({ hasText: inner }).click()
  await expect(page.getByTestId('folder-crumbs').getByRole('listitem')).toHaveCount(3)
  await page.getByTestId('folder-crumbs').getByRole('button', { name: outer }).click()
  await expect(page.getByTestId('folder-crumbs').locator('[aria-current="page"]')).toHaveText(outer)

  // A document filed in the outer folder from its edit view.
  await page.goto(`${list()}/create`)
  await expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true')
  await page.getByTestId('field-caption').locator('input').fill(caption)
  const image = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#333' } })
    .png()
    .toBuffer()
  await page
    .getByTestId('file-input')
    .setInputFiles({ name: `filed-${stamp}.png`, mimeType: 'image/png', buffer: image })
  await chooseRelated(page, 'folder', outer)
  await expect(page.getByTestId('chosen-folder')).toContainText(outer)
  // The single-value picker has gone; focus is on the chosen folder's remove button, not lost.
  await expect(page.getByTestId('chosen-remove-folder')).toBeFocused()
  await page.getByTestId('save').click()
  await expect(page).toHaveURL(/\/collections\/folder-media\/\d+/)
  const stored = await rest<{ docs: Array<{ folder: number | null }> }>(page, '/folder-media', {
    where: { caption: { equals: caption } },
  })
  expect(stored.data.docs[0]!.folder).toBe(Number(outerId))

  // In its folder it is listed; at the top level it is not.
  await page.goto(`${list()}?folder=${outerId}&search=${encodeURIComponent(caption)}`)
  await expect(page.getByRole('link', { name: caption })).toBeVisible()
  await page.goto(`${list()}?folder=root&search=${encodeURIComponent(caption)}`)
  await expect(page.getByTestId('subfolder').filter({ hasText: outer })).toBeVisible()
  await expect(page.getByTestId('list-empty')).toBeVisible()
})

test('a folder the server could not make is said in the dialog, and the typed name stays for the next try', async ({
  page,
}) => {
  const name = `Refused ${Date.now()}`
  await alt.signIn(page)
  await page.goto(`${list()}?folder=root`)
  await expect(page.getByTestId('folders')).toHaveAttribute('aria-busy', 'false')
  const creates = (body: string) => body.includes('"method":"POST"') && body.includes('/payload-folders')
  await page.route(API_CHANNEL_GLOB, (route) =>
    creates(route.request().postData() ?? '') ? route.abort('connectionrefused') : route.continue(),
  )
  await page.getByTestId('folder-new').click()
  await page.getByTestId('folder-new-name').fill(name)
  await page.getByTestId('folder-new-create').click()
  await expect(page.getByTestId('folder-new-error')).toBeVisible()
  await expect(page.getByTestId('folder-new-name')).toHaveValue(name)

  await page.unroute(API_CHANNEL_GLOB)
  await page.getByTestId('folder-new-create').click()
  await expect(page.getByTestId('folder-new-modal')).toBeHidden()
  await expect(page.getByTestId('subfolder').filter({ hasText: name })).toBeVisible()
})

test('a document made while browsing a folder starts in it, is saved there, and its breadcrumb leads back to the folder', async ({
  page,
}) => {
  const stamp = Date.now()
  const [boxName, caption] = [`Box ${stamp}`, `Boxed ${stamp}`]
  await alt.signIn(page)
  const box = await makeFolder(page, boxName)
  await page.goto(`${list()}?folder=${box}`)
  await page.getByTestId('list-create').click()
  await expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true')
  await expect(page.getByTestId('chosen-folder')).toContainText(boxName)
  await page.getByTestId('field-caption').locator('input').fill(caption)
  const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#963' } })
    .png()
    .toBuffer()
  await page
    .getByTestId('file-input')
    .setInputFiles({ name: `boxed-${stamp}.png`, mimeType: 'image/png', buffer: image })
  await page.getByTestId('save').click()
  await expect(page).toHaveURL(/\/collections\/folder-media\/\d+\?folder=/)
  const id = /folder-media\/(\d+)/.exec(page.url())![1]
  expect(await folderOf(page, `/folder-media/${id}`)).toBe(box)

  await page.getByTestId('doc-breadcrumb-collection').click()
  await expect(page).toHaveURL(new RegExp(`[?&]folder=${box}(&|$)`))
  await expect(page.getByTestId('folder-crumbs').locator('[aria-current="page"]')).toHaveText(boxName)
  await expect(page.getByRole('link', { name: caption })).toBeVisible()
})

test('files bulk-uploaded while browsing a folder are made in it', async ({ page }) => {
  const stamp = Date.now()
  const [boxName, caption] = [`Bulkbox ${stamp}`, `Bulkboxed ${stamp}`]
  await alt.signIn(page)
  const box = await makeFolder(page, boxName)
  await page.goto(`${list()}?folder=${box}`)
  const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#639' } })
    .png()
    .toBuffer()
  await page
    .getByTestId('list-bulk-upload')
    .setInputFiles({ name: `bulkboxed-${stamp}.png`, mimeType: 'image/png', buffer: image })
  await expect(page.getByTestId('chosen-folder')).toContainText(boxName)
  await page.getByTestId('bulk-form').getByTestId('field-caption').locator('input').fill(caption)
  await page.getByTestId('bulk-start').click()
  await expect(page.getByTestId('bulk-upload')).toHaveCount(0)
  await expect(page.getByRole('link', { name: caption })).toBeVisible()
  const made = await rest<{ docs: Array<{ folder: number | null }> }>(page, '/folder-media', {
    where: { caption: { equals: caption } },
  })
  expect(made.data.docs.map((d) => d.folder)).toEqual([box])
})

test('documents selected in a folder move to the folder picked in the dialog; one deleted meanwhile is reported alone', async ({
  page,
}) => {
  const stamp = Date.now()
  const [fromName, toName] = [`From ${stamp}`, `To ${stamp}`]
  await alt.signIn(page)
  const [from, to] = [await makeFolder(page, fromName), await makeFolder(page, toName)]
  const ids = await Promise.all([1, 2, 3].map((n) => fileImage(page, `Mover ${stamp} ${n}`, from)))
  await page.goto(`${list()}?folder=${from}`)
  await expect(page.getByTestId('list-row')).toHaveCount(3)
  await page.getByTestId('select-all-page').check()
  // Someone else deletes one of them before the move.
  expect((await rest(page, `/folder-media/${ids[2]}`, {}, { method: 'DELETE' })).ok).toBe(true)

  // Folders that cannot be read are said in the dialog; Escape closes it, moving nothing, and focus
  // goes back to the button.
  const dialog = page.getByTestId('folder-move-modal')
  await refuse(page, 'GET', '/payload-folders')
  await page.getByTestId('bulk-move').click()
  await expect(page.getByTestId('folder-move-error')).toBeVisible()
  await expect(page.getByTestId('folder-move-ok')).toBeDisabled()
  await page.unroute(API_CHANNEL_GLOB)
  const items = { count: 3, label: words('general:items') }
  await expect(dialog.getByRole('heading')).toHaveText(
    words('folder:movingFromFolder', { title: `3 ${items.label}`, fromFolder: fromName }),
  )
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('bulk-move')).toBeFocused()

  // Browsed from where they are, up to the top (no move there yet: the button waits) and into the target.
  await page.getByTestId('bulk-move').click()
  await expect(page.getByTestId('folder-move-ok')).toBeDisabled()
  await dialog.getByTestId('folder-crumbs').getByRole('button', { name: TOP, exact: true }).click()
  await expect(page.getByTestId('folder-move-sentence')).toHaveText(words('folder:moveItemsToRootConfirmation', items))
  await dialog.getByTestId('folder-move-to').filter({ hasText: toName }).click()
  await expect(dialog.getByTestId('folder-crumbs').locator('[aria-current="page"]')).toBeFocused()
  await expect(page.getByTestId('folder-move-sentence')).toHaveText(
    words('folder:moveItemsToFolderConfirmation', { ...items, toFolder: toName }),
  )
  await page.getByTestId('folder-move-ok').click()
  await expect(dialog).toBeHidden()

  await expect(page.getByTestId('bulk-progress')).toHaveAttribute('data-state', 'finished')
  await expect(page.getByTestId('bulk-result-failed')).toHaveCount(1)
  await expect(page.getByTestId('bulk-result-failed')).toHaveAttribute('data-id', String(ids[2]))
  await expect(page.getByTestId('list-empty')).toBeVisible()
  expect(await Promise.all(ids.slice(0, 2).map((id) => folderOf(page, `/folder-media/${id}`)))).toEqual([to, to])
})

test('the folder browsed is renamed, moved to the top and deleted, each refusal said in its dialog; its documents are kept', async ({
  page,
}) => {
  const stamp = Date.now()
  const [parentName, childName, renamed] = [`Parent ${stamp}`, `Child ${stamp}`, `Renamed ${stamp}`]
  await alt.signIn(page)
  const parent = await makeFolder(page, parentName)
  const child = await makeFolder(page, childName, parent)
  const kept = await fileImage(page, `Kept ${stamp}`, child)
  await page.goto(`${list()}?folder=${child}`)
  const current = page.getByTestId('folder-crumbs').first().locator('[aria-current="page"]')
  await expect(current).toHaveText(childName)

  // Rename: refused once (the typed name stays), then stored.
  await refuse(page, 'PATCH', `/payload-folders/${child}`)
  await page.getByTestId('folder-rename').click()
  await expect(page.getByTestId('folder-rename-name')).toBeFocused()
  await expect(page.getByTestId('folder-rename-name')).toHaveValue(childName)
  await page.getByTestId('folder-rename-name').fill(renamed)
  await page.getByTestId('folder-rename-create').click()
  await expect(page.getByTestId('folder-rename-error')).toBeVisible()
  await expect(page.getByTestId('folder-rename-name')).toHaveValue(renamed)
  await page.unroute(API_CHANNEL_GLOB)
  await page.getByTestId('folder-rename-create').click()
  await expect(page.getByTestId('folder-rename-modal')).toBeHidden()
  await expect(current).toHaveText(renamed)
  await expect(page.getByTestId('folder-rename')).toBeFocused()

  // Move: the dialog opens where the folder is (moving it there does nothing), and it goes to the top.
  await page.getByTestId('folder-move').click()
  const dialog = page.getByTestId('folder-move-modal')
  await expect(dialog.getByTestId('folder-crumbs').locator('[aria-current="page"]')).toHaveText(parentName)
  await expect(page.getByTestId('folder-move-ok')).toBeDisabled()
  await dialog.getByTestId('folder-crumbs').getByRole('button', { name: TOP, exact: true }).click()
  await expect(page.getByTestId('folder-move-sentence')).toHaveText(
    words('folder:moveItemToRootConfirmation', { title: renamed }),
  )
  await refuse(page, 'PATCH', `/payload-folders/${child}`)
  await page.getByTestId('folder-move-ok').click()
  await expect(page.getByTestId('folder-move-error')).toBeVisible()
  await page.unroute(API_CHANNEL_GLOB)
  await page.getByTestId('folder-move-ok').click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('folder-crumbs').first().getByRole('listitem')).toHaveCount(2)
  expect(await folderOf(page, `/payload-folders/${child}`)).toBeNull()

  // Delete: Payload's question, what becomes of its documents, then the top level; the document is kept.
  await page.getByTestId('folder-delete').click()
  // The label is the folder collection's own, as Payload names it there ('Folder', not translated).
  await expect(page.getByTestId('folder-delete-text')).toHaveText(
    words('general:aboutToDelete', { label: 'Folder', title: renamed }),
  )
  await expect(page.getByTestId('folder-delete-outcome')).toBeVisible()
  await refuse(page, 'DELETE', `/payload-folders/${child}`)
  await page.getByTestId('folder-delete-ok').click()
  await expect(page.getByTestId('folder-delete-error')).toBeVisible()
  expect(await folderOf(page, `/payload-folders/${child}`)).toBeNull()
  await page.unroute(API_CHANNEL_GLOB)
  await page.getByTestId('folder-delete-ok').click()
  await expect(page).toHaveURL(/[?&]folder=root(&|$)/)
  await expect(current).toBeFocused()
  await expect(page.getByTestId('subfolder').filter({ hasText: parentName })).toBeVisible()
  await expect(page.getByTestId('subfolder').filter({ hasText: renamed })).toHaveCount(0)
  expect(await folderOf(page, `/payload-folders/${child}`)).toBeUndefined()
  expect(await folderOf(page, `/folder-media/${kept}`)).toBeNull()
})
