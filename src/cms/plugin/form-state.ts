import { defaultValues } from './defaults.js'
import { applyLocale, authenticated, findEntity, FolioHttpError, json, readJsonBody } from './http.js'
import { handleLockState } from './locks.js'
import type { FolioFormStateResponse } from '../../shared/protocol.js'
import { hiddenByCondition, validateDocument } from './validate.js'

/**
 * POST /api/folio/form-state: server-side validation of a form plus the document lock,
 * the two things Payload's admin gets from its form-state server function.
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
  const id = typeof body.id === 'string' || typeof body.id === 'number' ? body.id : undefined
  if (entity.kind === 'collection' && operation === 'update' && id === undefined) {
    throw new FolioHttpError(400, 'id is required to update a collection document.')
  }
  applyLocale(req, body.locale)
  const locale = req.locale ?? undefined

  // The saved draft (read with the user's access) supplies previous values and missing keys.
  let originalDoc: Record<string, unknown> = {}
  // Only validation needs the saved document; conditions and locks are answered without reading it.
  if (operation === 'update' && body.skipValidation !== true) {
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

  const errors =
    body.skipValidation === true
      ? []
      : await validateDocument({
          req,
          fields: entity.config.fields,
          data: { ...originalDoc, ...(data as Record<string, unknown>) },
          originalDoc,
          id,
          collectionSlug: entity.kind === 'collection' ? entity.slug : undefined,
          operation,
        })

  const wantsLock = body.returnLockStatus === true || body.updateLastEdited === true
  const lockedState = wantsLock
    ? await handleLockState({ req, entity, id, updateLastEdited: body.updateLastEdited === true })
    : null

  const defaults = body.returnDefaults === true ? await defaultValues(entity.config.fields, req) : undefined
  const hiddenPaths =
    body.returnConditions === true
      ? await hiddenByCondition({
          req,
          fields: entity.config.fields,
          // A new document's conditions see its defaults, as the form will start from them.
          data: { ...(defaults ?? originalDoc), ...(data as Record<string, unknown>) },
          operation,
        })
      : undefined

  return json({
    errors,
    lockedState,
    ...(defaults ? { defaults } : {}),
    ...(hiddenPaths ? { hiddenPaths } : {}),
  } satisfies FolioFormStateResponse)
})
