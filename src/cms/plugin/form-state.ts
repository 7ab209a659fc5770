import { richTextBlockAt, rowFieldsAt } from './block-fields.js'
import { documentExists, notFound, parseDocumentId, requireAccess } from './access.js'
import { defaultValues } from './defaults.js'
import { applyLocale, authenticated, findEntity, FolioHttpError, json, readJsonBody } from './http.js'
import { handleLockState } from './locks.js'
import type { FolioFormStateResponse } from '../../shared/protocol.js'
import { hiddenByCondition, validateDocument } from './validate.js'

/**
 * POST /api/folio/form-state: server-side validation of a form plus the document lock,
 * the two things Payload's admin gets from its form-state server function.
 *
 * Who may ask what (each check is the entity's own Payload access function, for that document):
 * - signed in, always (401 otherwise); Payload's internal `payload-*` collections are not served (404);
 * - a new document (create): create access;
 * - a saved document or a global: it must exist (404 for an unknown or malformed id) and the user must be
 *   allowed to read it: enough for its conditions and to be told who holds its lock;
 * - validating it, or taking / refreshing its lock (`updateLastEdited`): update access as well.
 * A refusal is a 403 and changes nothing: no lock row is written.
 *
 * With a `schemaPath` naming a rich-text block of the entity, errors, defaults and hidden paths are those
 * of the block's fields for `data`, the block's own data (its drawer's form); `documentData`, the whole
 * document, is what their conditions and validators get as `data` (the block is their `siblingData`,
 * as in Payload's admin); access and the lock are still the document's. A `schemaPath` naming an array or
 * a block of a blocks field (`layouts.items`, `layouts.content.hero`) scopes the answer to one new row's
 * fields the same way: a new row asks for its defaults, function defaults run with the user and locale.
 */
export const formStateHandler = authenticated(async (req) => {
  const body = await readJsonBody(req)
  const entity = findEntity(req, body.collectionSlug, body.globalSlug)
  const operation = body.operation
  if (operation !== 'create' && operation !== 'update') {
    throw new FolioHttpError(400, "operation must be 'create' or 'update'.")
  }
  const data = body.data
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new FolioHttpError(400, 'data must be an object.')
  const rawId = typeof body.id === 'string' || typeof body.id === 'number' ? body.id : undefined
  if (entity.kind === 'collection' && operation === 'update' && rawId === undefined) {
    throw new FolioHttpError(400, 'id is required to update a collection document.')
  }
  const block = typeof body.schemaPath === 'string' ? scopedFields(req, entity, body.schemaPath) : undefined
  const fields = block ? block.fields : entity.config.fields
  const documentData = block ? objectOrUndefined(body.documentData, 'documentData') : undefined
  const validates = body.skipValidation !== true
  const takesLock = body.updateLastEdited === true

  let id: number | string | undefined
  if (entity.kind === 'collection' && operation === 'create') {
    await requireAccess(req, entity, 'create')
  } else {
    if (entity.kind === 'collection') {
      id = parseDocumentId(req, entity.slug, rawId!)
      if (!(await documentExists(req, entity.slug, id))) throw notFound(req, id)
    }
    const doc = { id }
    await requireAccess(req, entity, 'read', doc)
    if (validates || takesLock) await requireAccess(req, entity, 'update', doc)
  }
  applyLocale(req, body.locale)
  const locale = req.locale ?? undefined

  // The saved draft (read with the user's access) supplies previous values and missing keys.
  let originalDoc: Record<string, unknown> = {}
  // Only validation needs the saved document; conditions and locks are answered without reading it.
  // A block's data is all in the request: the saved document holds no previous values for it by path.
  if (operation === 'update' && validates && !block) {
    originalDoc =
      entity.kind === 'collection'
        ? await req.payload.findByID({
            collection: entity.slug,
            id: id!,
            depth: 0,
            draft: true,
            locale,
            overrideAccess: false,
            req,
          })
        : await req.payload.findGlobal({ slug: entity.slug, depth: 0, draft: true, locale, overrideAccess: false, req })
  }

  const errors = !validates
    ? []
    : await validateDocument({
        req,
        fields,
        data: { ...originalDoc, ...(data as Record<string, unknown>) },
        originalDoc,
        id,
        collectionSlug: entity.kind === 'collection' ? entity.slug : undefined,
        operation,
        documentData,
      })

  const wantsLock = body.returnLockStatus === true || takesLock
  const lockedState = wantsLock ? await handleLockState({ req, entity, id, updateLastEdited: takesLock }) : null

  const defaults = body.returnDefaults === true ? await defaultValues(fields, req) : undefined
  const wantsConditions = body.returnConditions === true
  const wantsFilterOptions = body.returnFilterOptions === true
  const evaluated =
    wantsConditions || wantsFilterOptions
      ? await hiddenByCondition({
          req,
          fields,
          // A new document's conditions see its defaults, as the form will start from them.
          data: { ...(defaults ?? originalDoc), ...(data as Record<string, unknown>) },
          operation,
          documentData,
          id,
          filterOptions: wantsFilterOptions,
        })
      : undefined

  return json({
    errors,
    lockedState,
    ...(defaults ? { defaults } : {}),
    ...(evaluated && wantsConditions ? { hiddenPaths: evaluated.hidden } : {}),
    ...(evaluated?.filterOptions ? { filterOptions: evaluated.filterOptions } : {}),
    ...(evaluated?.allowed ? { optionFilters: evaluated.allowed } : {}),
  } satisfies FolioFormStateResponse)
})

/** An optional object member of the request: absent, or an object (400 otherwise). */
function objectOrUndefined(value: unknown, name: string): Record<string, unknown> | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'object' || Array.isArray(value)) throw new FolioHttpError(400, `${name} must be an object.`)
  return value as Record<string, unknown>
}

/** The fields a `schemaPath` scopes the answer to: a rich-text block's, or one array row's or block's. */
function scopedFields(
  req: Parameters<typeof richTextBlockAt>[0],
  entity: Parameters<typeof richTextBlockAt>[1],
  path: string,
) {
  return path.includes('.lexical_internal_feature.')
    ? richTextBlockAt(req, entity, path)
    : { fields: rowFieldsAt(req, entity, path) }
}
