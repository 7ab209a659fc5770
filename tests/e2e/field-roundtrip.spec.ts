/**
 * Every collection of the alt CMS (configs of every less common field option, none written for the demo):
 * a document of each opens, saves after one edit with every other field unchanged byte for byte in REST,
 * and a new one made in Folio starts from the fields' defaults. Collections are read from the server's
 * schema, so one added to the alt CMS is covered without a line here.
 */
import type { Page } from '@playwright/test'
import type { FolioClientEntity, FolioSchemaResponse } from '../../src/shared/protocol'
import { callBridge } from './support/bridge'
import { expect, test, useAltHost } from './support/alt-host'
import { canonical, changes, dataFields, editableText, requiredValues } from './support/round-trip'
import { rest } from './support/rest'

const alt = useAltHost()

type Doc = Record<string, unknown> & { id: number | string }

/** The collections an editor creates and edits documents in through the edit view. */
async function editableCollections(): Promise<{ entity: FolioClientEntity; drafts: boolean }[]> {
  const schema = await callBridge(alt.host.url, 'renderer:schema')
  if (!schema.ok) throw new Error(`the schema: ${JSON.stringify(schema.error)}`)
  const { config, extras }: FolioSchemaResponse = schema.data
  return config.collections
    .filter((entity) => !entity.slug.startsWith('payload-') && !entity.auth && !entity.upload)
    .filter((entity) => !extras.collections[entity.slug]?.hidden)
    .map((entity) => ({ entity, drafts: Boolean(extras.collections[entity.slug]?.drafts) }))
}

const read = async (page: Page, slug: string, id: number | string, drafts: boolean) => {
  const answer = await rest<Doc>(page, `/${slug}/${encodeURIComponent(String(id))}`, drafts ? { draft: true } : {})
  expect(answer.ok, `GET ${slug}/${id}: ${JSON.stringify(answer.error)}`).toBe(true)
  return answer.data
}

async function openEditView(page: Page, slug: string, id: number | string) {
  await page.goto(`${alt.host.url}/cms-admin/collections/${slug}/${encodeURIComponent(String(id))}`)
  await expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true')
}

const saveButton = (page: Page, drafts: boolean) => page.getByTestId(drafts ? 'save-draft' : 'save')

test('a document of every collection saves one edit in Folio exactly as the same edit through REST', async ({
  page,
}) => {
  test.setTimeout(600_000)
  await alt.signIn(page)
  const collections = await editableCollections()
  expect(collections.length).toBeGreaterThan(10)
  const covered: string[] = []
  for (const { entity, drafts } of collections) {
    const field = editableText(entity)
    if (!field || !requiredValues(entity.fields, 'probe')) continue
    await test.step(entity.slug, async () => {
      // Twins: one edited in Folio, one through REST. Server hooks (a slug from the title, breadcrumbs) change
      // both alike; whatever else Folio's save changed (a value dropped, a row id made anew) shows as a difference.
      const make = async (twin: string) => {
        const body = { ...requiredValues(entity.fields, `${entity.slug}-${twin}-${Date.now()}`), [field]: 'Before' }
        const created = await rest<{ doc: Doc }>(page, `/${entity.slug}`, drafts ? { draft: true } : {}, {
          method: 'POST',
          body,
        })
        expect(created.ok, `POST ${entity.slug}: ${JSON.stringify(created.error)}`).toBe(true)
        return created.data.doc.id
      }
      const inFolio = await make('folio')
      const overRest = await make('rest')
      const folioBefore = await read(page, entity.slug, inFolio, drafts)
      const restBefore = await read(page, entity.slug, overRest, drafts)

      await openEditView(page, entity.slug, inFolio)
      await page.getByTestId(`input-${field}`).fill('After')
      await saveButton(page, drafts).click()
      await expect
        .poll(async () => (await read(page, entity.slug, inFolio, drafts))[field], {
          message: `${entity.slug}.${field}`,
        })
        .toBe('After')
      const patched = await rest(
        page,
        `/${entity.slug}/${encodeURIComponent(String(overRest))}`,
        drafts ? { draft: true } : {},
        { method: 'PATCH', body: { [field]: 'After', ...(drafts ? { _status: 'draft' } : {}) } },
      )
      expect(patched.ok, `PATCH ${entity.slug}: ${JSON.stringify(patched.error)}`).toBe(true)

      const folioChanges = changes(folioBefore, await read(page, entity.slug, inFolio, drafts))
      const restChanges = changes(restBefore, await read(page, entity.slug, overRest, drafts))
      expect
        .soft(folioChanges, `${entity.slug}: Folio's save changed what the REST edit changed, no more`)
        .toEqual(restChanges)
      covered.push(entity.slug)
    })
  }
  test.info().annotations.push({ type: 'covered', description: covered.join(', ') })
  // The alt CMS's collections of every field kind are among them (a filter gone wrong would cover none).
  expect(covered).toEqual(expect.arrayContaining(['specimens', 'notes', 'rel-holders']))
})

test('a new document of every collection starts from its fields’ defaults and saves them', async ({ page }) => {
  test.setTimeout(600_000)
  await alt.signIn(page)
  const collections = await editableCollections()
  const covered: string[] = []
  for (const { entity, drafts } of collections) {
    const field = editableText(entity)
    const required = requiredValues(entity.fields, 'x')
    // Only what an editor can type here: a title. Other required values are left to the specs of their fields.
    if (!field || !required || Object.keys(required).some((name) => name !== field)) continue
    const defaults = dataFields(entity.fields).filter(
      (f) => f.defaultValue !== undefined && !f.localized && f.name !== 'id' && f.type !== 'date',
    )
    await test.step(entity.slug, async () => {
      await openEditView(page, entity.slug, 'create')
      await page.getByTestId(`input-${field}`).fill(`New ${entity.slug}`)
      await saveButton(page, drafts).click()
      await expect(page).not.toHaveURL(/\/create$/)
      const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!)
      const saved = await read(page, entity.slug, id, drafts)
      expect.soft(saved[field]).toBe(`New ${entity.slug}`)
      for (const f of defaults) {
        expect
          .soft(canonical(saved[f.name!]), `${entity.slug}.${f.name} starts from its default`)
          .toBe(canonical(f.defaultValue))
      }
      covered.push(entity.slug)
    })
  }
  test.info().annotations.push({ type: 'covered', description: covered.join(', ') })
  expect(covered).toEqual(expect.arrayContaining(['specimens', 'notes', 'articles']))
})
