/**
 * A round trip through every collection of a running CMS, read from its schema (so a collection added to a
 * test config is covered without a line in a spec): a document of each saves one edit in Folio exactly as the
 * same edit through REST, and a new one made in Folio starts from its fields' defaults.
 */
import { expect, test, type Page } from '@playwright/test'
import type { FolioClientEntity, FolioSchemaResponse } from '../../../src/shared/protocol'
import { callBridge } from './bridge'
import { rest } from './rest'
import { canonical, changes, dataFields, editableText, requiredValues } from './round-trip'

/** Where the host serves the CMS's admin: the host's address and the server's admin route. */
export interface AdminPlace {
  hostUrl: string
  route: string
}

type Doc = Record<string, unknown> & { id: number | string }

/** The collections an editor creates and edits documents in through the edit view. */
async function editableCollections(hostUrl: string): Promise<{ entity: FolioClientEntity; drafts: boolean }[]> {
  const schema = await callBridge(hostUrl, 'renderer:schema')
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

async function openEditView(page: Page, admin: AdminPlace, slug: string, id: number | string) {
  await page.goto(`${admin.hostUrl}${admin.route}/collections/${slug}/${encodeURIComponent(String(id))}`)
  await expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true')
}

const saveButton = (page: Page, drafts: boolean) => page.getByTestId(drafts ? 'save-draft' : 'save')

/** Each collection's document saves one edit in Folio exactly as through REST; the collections covered. */
export async function saveOneEditInEachCollection(page: Page, admin: AdminPlace): Promise<string[]> {
  const collections = await editableCollections(admin.hostUrl)
  expect(collections.length).toBeGreaterThan(2)
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

      await openEditView(page, admin, entity.slug, inFolio)
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
  return covered
}

/** Rows as a config writes its default rows: without the row ids and empty block names the server adds. */
const withoutRowMeta = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(withoutRowMeta)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([key, inner]) => key !== 'id' && !(key === 'blockName' && inner === null))
            .map(([key, inner]) => [key, withoutRowMeta(inner)]),
        )
      : value

/** Kinds of required field the round trip types into (their input is `input-<name>`). */
const TYPED_KINDS = new Set(['text', 'textarea', 'email', 'number'])

/** Each collection's new document, its title typed in Folio, saves its fields' defaults; the collections covered. */
export async function createInEachCollection(page: Page, admin: AdminPlace): Promise<string[]> {
  const collections = await editableCollections(admin.hostUrl)
  const covered: string[] = []
  for (const { entity, drafts } of collections) {
    const field = editableText(entity)
    const stamp = `${entity.slug}-new-${Date.now()}`
    const required = requiredValues(entity.fields, stamp)
    // Only what an editor types into a plain input: other required values are left to the specs of their fields.
    const byName = new Map(dataFields(entity.fields).map((f) => [f.name, f]))
    const typed = Object.entries(required ?? {}).filter(([name]) => name !== field)
    if (!field || !required || typed.some(([name]) => !TYPED_KINDS.has(byName.get(name)?.type ?? ''))) continue
    const defaults = dataFields(entity.fields).filter(
      (f) => f.defaultValue !== undefined && !f.localized && f.name !== 'id' && f.type !== 'date',
    )
    await test.step(entity.slug, async () => {
      await openEditView(page, admin, entity.slug, 'create')
      await page.getByTestId(`input-${field}`).fill(`New ${entity.slug}`)
      // A required field whose condition hides it (a note shown for members only) is not asked for.
      for (const [name, value] of typed) {
        const input = page.getByTestId(`input-${name}`)
        if (await input.isVisible()) await input.fill(String(value))
      }
      await saveButton(page, drafts).click()
      await expect(page).not.toHaveURL(/\/create$/)
      const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!)
      const saved = await read(page, entity.slug, id, drafts)
      expect.soft(saved[field]).toBe(`New ${entity.slug}`)
      for (const f of defaults) {
        // Default rows are filled with their fields' own defaults: each holds at least what the config gives.
        const start = withoutRowMeta(saved[f.name!])
        if (Array.isArray(f.defaultValue) && Array.isArray(start))
          expect.soft(start, `${entity.slug}.${f.name} starts from its default rows`).toMatchObject(f.defaultValue)
        else
          expect
            .soft(canonical(start), `${entity.slug}.${f.name} starts from its default`)
            .toBe(canonical(f.defaultValue))
      }
      covered.push(entity.slug)
    })
  }
  return covered
}
