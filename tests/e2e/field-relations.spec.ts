/**
 * A relationship or upload field may limit what its document drawer does (src/cms/testing/alt-relations.ts):
 * `admin.allowEdit: false` offers no Edit on the chosen document, `admin.allowCreate: false` no Add new (on an
 * upload, no Create New and no file picked or dropped: only existing files chosen). The fields still choose.
 */
import sharp from 'sharp'
import { expect, test, useAltHost } from './support/alt-host'
import { chooseRelated } from './support/relationship'
import { createDocument, rest, uploadThroughBridge } from './support/rest'

const alt = useAltHost()

type Holder = { chosenOnly?: ({ id: number } | number)[]; picture?: { id: number } | number | null }
const idOf = (ref: { id: number } | number | null | undefined) => (typeof ref === 'object' ? ref?.id : ref)

test('a relationship with allowEdit false offers no Edit, one with allowCreate false no Add new; both still choose', async ({
  page,
}) => {
  await alt.signIn(page)
  const stamp = Date.now()
  const target = await createDocument(page, 'rel-targets', { title: `Limited target ${stamp}` })
  const other = await createDocument(page, 'rel-targets', { title: `Chosen later ${stamp}` })
  const id = await createDocument(page, 'rel-holders', { title: `Holder ${stamp}`, free: target, pinned: target })
  await page.goto(`${alt.host.url}/cms-admin/collections/rel-holders/${id}`)
  await expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true')

  // The field that allows both is the control: its chip has Edit and it offers Add new.
  await expect(page.getByTestId('drawer-edit-free-0')).toBeVisible()
  await expect(page.getByTestId('chosen-pinned')).toContainText(`Limited target ${stamp}`)
  await expect(page.getByTestId('drawer-edit-pinned-0')).toHaveCount(0)
  await expect(page.getByTestId('search-chosenOnly')).toBeVisible()
  await expect(page.getByTestId('drawer-create-chosenOnly')).toHaveCount(0)

  await chooseRelated(page, 'chosenOnly', `Chosen later ${stamp}`)
  await page.getByTestId('save').click()
  await expect
    .poll(async () => (await rest<Holder>(page, `/rel-holders/${id}`, { depth: 0 })).data.chosenOnly?.map(idOf))
    .toEqual([other])
})

test('an upload with allowCreate false offers only its existing files: no Create New, no file to pick', async ({
  page,
}) => {
  await alt.signIn(page)
  const stamp = Date.now()
  const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer()
  const uploaded = await uploadThroughBridge(page, {
    collection: 'assets',
    filename: `only-existing-${stamp}.png`,
    mimeType: 'image/png',
    dataBase64: image.toString('base64'),
    fields: { alt: `Only existing ${stamp}` },
  })
  expect(uploaded.ok).toBe(true)
  const id = await createDocument(page, 'rel-holders', { title: `Picture holder ${stamp}` })
  await page.goto(`${alt.host.url}/cms-admin/collections/rel-holders/${id}`)
  await expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true')

  await expect(page.getByTestId('media-library-open-picture')).toBeVisible()
  await expect(page.getByTestId('drawer-create-picture')).toHaveCount(0)
  await expect(page.getByTestId('upload-picture')).toHaveCount(0)
  await expect(page.getByTestId('upload-pick-picture')).toHaveCount(0)
  // The free relationship beside it still offers Add new: the drawer itself is there.
  await expect(page.getByTestId('drawer-create-free')).toBeVisible()

  await chooseRelated(page, 'picture', `Only existing ${stamp}`)
  await expect(page.getByTestId('chosen-picture')).toContainText(`Only existing ${stamp}`)
  await page.getByTestId('save').click()
  await expect
    .poll(async () => idOf((await rest<Holder>(page, `/rel-holders/${id}`, { depth: 0 })).data.picture))
    .toBe(uploaded.data.doc.id)
})
