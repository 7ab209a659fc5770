import type { Block, Field, PayloadRequest, Where } from 'payload'

import type { FolioFieldError, FolioFilterOptions } from '../../shared/protocol.js'

type Data = Record<string, unknown>

type Context = {
  req: PayloadRequest
  id?: number | string
  collectionSlug?: string
  operation: 'create' | 'update'
  fullData: Data
  errors: FolioFieldError[]
  /** Data paths of fields whose admin.condition fails (their subtree is not walked). */
  hidden: string[]
  /** Only evaluate conditions; run no validators. */
  conditionsOnly: boolean
  /** When asked: each shown relationship/upload field's `filterOptions`, by data path and collection. */
  filters?: FolioFilterOptions
  /** When asked: each shown select's allowed option values and each blocks field's allowed block slugs. */
  allowed?: Record<string, string[]>
}

/** Named fields that an unnamed layout field (row, collapsible, unnamed tab or group) holds at its level. */
const namedFieldsWithin = (fields: Field[], path: string): string[] =>
  fields.flatMap((f) => {
    if ('name' in f && typeof f.name === 'string' && f.name) return [join(path, f.name, '.')]
    if (f.type === 'tabs')
      return f.tabs.flatMap((tab) =>
        'name' in tab && tab.name ? [join(path, tab.name, '.')] : namedFieldsWithin(tab.fields, path),
      )
    return 'fields' in f && Array.isArray(f.fields) ? namedFieldsWithin(f.fields, path) : []
  })

const asData = (value: unknown): Data =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Data) : {}

const labelOf = (req: PayloadRequest, label: unknown, fallback: string): string => {
  if (typeof label === 'string') return label
  if (label && typeof label === 'object') {
    const byLanguage = label as Record<string, unknown>
    const text = byLanguage[req.i18n.language] ?? Object.values(byLanguage)[0]
    if (typeof text === 'string') return text
  }
  return fallback
}

const join = (parent: string, child: string, separator: string): string =>
  parent ? `${parent}${separator}${child}` : child

/** Payload's data path of an unnamed field (a tabs field, an unnamed tab, a row): `_index-` and its index path. */
export const unnamedPath = (path: string, indexPath: string): string => join(path, `_index-${indexPath}`, '.')

const findBlock = (req: PayloadRequest, field: Field & { type: 'blocks' }, slug: unknown): Block | undefined => {
  for (const ref of field.blockReferences ?? field.blocks) {
    const block = typeof ref === 'string' ? req.payload.config.blocks?.find((b) => b.slug === ref) : ref
    if (block?.slug === slug) return block
  }
  return undefined
}

/**
 * A relationship/upload field's `filterOptions` for this data, per related collection, with the
 * arguments Payload's admin form state gives it. A collection without a filter (`true`, or nothing
 * returned) is left out; `false` (offer nothing) stays `false`. A function that throws offers nothing.
 */
const filterOptionsOf = async (
  ctx: Context,
  field: Field & { type: 'relationship' | 'upload' },
  siblingData: Data,
  blockData: Data | undefined,
): Promise<Record<string, Where | false>> => {
  const { req } = ctx
  const filterOptions = field.filterOptions!
  const answer: Record<string, Where | false> = {}
  const relations = Array.isArray(field.relationTo) ? field.relationTo : [field.relationTo]
  for (const relationTo of relations) {
    let result: unknown
    try {
      result =
        typeof filterOptions === 'function'
          ? await filterOptions({
              id: ctx.id as number | string,
              blockData: blockData ?? {},
              data: ctx.fullData,
              relationTo,
              req,
              siblingData,
              user: req.user!,
            })
          : filterOptions
    } catch (err) {
      req.payload.logger.error({ err, msg: `Folio form-state: filterOptions of ${field.name} threw` })
      result = false
    }
    if (result === false) answer[relationTo] = false
    else if (result && typeof result === 'object' && Object.keys(result).length) answer[relationTo] = result as Where
  }
  return answer
}

/**
 * Runs Payload's own field validators (`field.validate`, set for every data field when the
 * config is sanitized: required, min/max length, rows, options, email, number, point, json,
 * richText with its node validations...) the way Payload's admin form state does
 * (event 'onChange', so relationship/upload ids are not looked up in the database).
 * Follows tabs, rows, collapsibles, groups, arrays and blocks, and skips fields whose
 * `admin.condition` is false. Field hooks, field-level access and unique indexes are not run.
 */
const validateFields = async (
  ctx: Context,
  fields: Field[],
  siblingData: Data,
  siblingDoc: Data,
  path: string,
  labelPath: string,
  blockData: Data | undefined,
  /** Payload's index path of the unnamed layout field these fields sit in ('' at a data level). */
  indexPath = '',
): Promise<void> => {
  const { req } = ctx
  // A tab's or a group's fields: under its name where it has one, else beside it (a presentational one).
  const validateWithin = (
    within: Field[],
    withinName: string | undefined,
    withinPath: string,
    withinLabel: string,
    withinIndex = '',
  ) =>
    withinName
      ? validateFields(
          ctx,
          within,
          asData(siblingData[withinName]),
          asData(siblingDoc[withinName]),
          withinPath,
          withinLabel,
          blockData,
        )
      : validateFields(ctx, within, siblingData, siblingDoc, path, labelPath, blockData, withinIndex)
  for (const [index, field] of fields.entries()) {
    const name = 'name' in field && typeof field.name === 'string' ? field.name : undefined
    const ownIndex = indexPath ? `${indexPath}-${index}` : String(index)
    const fieldPath = name ? join(path, name, '.') : path
    const fieldLabel = name
      ? join(labelPath, labelOf(req, 'label' in field ? field.label : undefined, name), ' > ')
      : labelPath

    if (field.admin?.condition) {
      const passes = field.admin.condition(ctx.fullData, siblingData, {
        blockData: blockData ?? {},
        operation: ctx.operation,
        path: fieldPath.split('.'),
        user: req.user,
      })
      if (!passes) {
        // An unnamed layout field is hidden by Payload's path for it (`_index-<index path>`), its fields with it.
        ctx.hidden.push(...(name ? [fieldPath] : [unnamedPath(path, ownIndex), ...namedFieldsWithin([field], path)]))
        continue
      }
    }

    const value = name ? siblingData[name] : undefined
    if (name && ctx.filters && (field.type === 'relationship' || field.type === 'upload') && field.filterOptions) {
      ctx.filters[fieldPath] = await filterOptionsOf(ctx, field, siblingData, blockData)
    }
    if (name && ctx.allowed && field.type === 'select' && typeof field.filterOptions === 'function') {
      try {
        // Payload's type says a list, its docs and e2e an async function too.
        const options: unknown = await Promise.resolve(
          field.filterOptions({ data: ctx.fullData, options: field.options, req, siblingData }),
        )
        if (Array.isArray(options))
          ctx.allowed[fieldPath] = (options as (string | { value: string })[]).map((o) =>
            typeof o === 'string' ? o : o.value,
          )
      } catch (err) {
        req.payload.logger.error({ err, msg: `Folio form-state: filterOptions of ${fieldPath} threw` })
      }
    }
    if (name && ctx.allowed && field.type === 'blocks' && field.filterOptions) {
      try {
        const { filterOptions } = field
        const result =
          typeof filterOptions === 'function'
            ? await filterOptions({
                id: ctx.id as number | string,
                data: ctx.fullData,
                req,
                siblingData,
                user: req.user!,
              })
            : filterOptions
        if (Array.isArray(result)) ctx.allowed[fieldPath] = result
      } catch (err) {
        req.payload.logger.error({ err, msg: `Folio form-state: filterOptions of ${fieldPath} threw` })
      }
    }
    if (name && !ctx.conditionsOnly && 'validate' in field && typeof field.validate === 'function') {
      let jsonError: unknown
      if (field.type === 'json' && typeof value === 'string') {
        try {
          JSON.parse(value)
        } catch (err) {
          jsonError = err
        }
      }
      let result: string | true
      try {
        const validate = field.validate as (
          value: unknown,
          options: Record<string, unknown>,
        ) => Promise<string | true> | string | true
        result = await validate(value, {
          ...field,
          id: ctx.id,
          blockData,
          collectionSlug: ctx.collectionSlug,
          data: ctx.fullData,
          event: 'onChange',
          jsonError,
          operation: ctx.operation,
          path: fieldPath.split('.'),
          preferences: { fields: {} },
          previousValue: siblingDoc[name],
          req,
          siblingData,
        })
      } catch (err) {
        req.payload.logger.error({ err, msg: `Folio form-state: validator of ${fieldPath} threw` })
        result = `Error validating field at path: ${fieldPath}`
      }
      if (typeof result === 'string') ctx.errors.push({ path: fieldPath, message: result, label: fieldLabel })
    }

    switch (field.type) {
      case 'tabs':
        for (const [tabIndex, tab] of field.tabs.entries()) {
          const tabName = 'name' in tab && tab.name ? tab.name : undefined
          const tabIndexPath = `${ownIndex}-${tabIndex}`
          const tabPath = tabName ? join(path, tabName, '.') : unnamedPath(path, tabIndexPath)
          // A tab's condition sees the data its tabs field stands in, as in Payload's form state.
          if (
            tab.admin?.condition &&
            !tab.admin.condition(ctx.fullData, siblingData, {
              blockData: blockData ?? {},
              operation: ctx.operation,
              path: tabPath.split('.'),
              user: req.user,
            })
          ) {
            ctx.hidden.push(tabPath, ...(tabName ? [] : namedFieldsWithin(tab.fields, path)))
            continue
          }
          const tabLabel = join(labelPath, labelOf(req, tab.label, tabName ?? ''), ' > ')
          await validateWithin(tab.fields, tabName, join(path, tabName ?? '', '.'), tabLabel, tabIndexPath)
        }
        break
      case 'row':
      case 'collapsible':
        await validateWithin(field.fields, undefined, path, labelPath, ownIndex)
        break
      case 'group':
        await validateWithin(field.fields, name, fieldPath, fieldLabel, name ? '' : ownIndex)
        break
      case 'array':
        if (Array.isArray(value)) {
          const previousRows = Array.isArray(siblingDoc[field.name]) ? (siblingDoc[field.name] as unknown[]) : []
          for (const [index, row] of value.entries()) {
            await validateFields(
              ctx,
              field.fields,
              asData(row),
              asData(previousRows[index]),
              `${fieldPath}.${index}`,
              `${fieldLabel} ${index + 1}`,
              blockData,
            )
          }
        }
        break
      case 'blocks':
        if (Array.isArray(value)) {
          const previousRows = Array.isArray(siblingDoc[field.name]) ? (siblingDoc[field.name] as unknown[]) : []
          for (const [index, rawRow] of value.entries()) {
            const row = asData(rawRow)
            const block = findBlock(req, field, row.blockType)
            if (!block) continue // the blocks validator already reports unknown block types
            const rowLabel = `${fieldLabel} ${index + 1} (${labelOf(req, block.labels?.singular, block.slug)})`
            await validateFields(
              ctx,
              block.fields,
              row,
              asData(previousRows[index]),
              `${fieldPath}.${index}`,
              rowLabel,
              row,
            )
          }
        }
        break
      default:
        break
    }
  }
}

export const validateDocument = async (args: {
  req: PayloadRequest
  fields: Field[]
  data: Data
  originalDoc: Data
  id?: number | string
  collectionSlug?: string
  operation: 'create' | 'update'
  /** For a block's fields: the whole document, which conditions and validators get as `data`. */
  documentData?: Data
}): Promise<FolioFieldError[]> => {
  const ctx: Context = {
    req: args.req,
    id: args.id,
    collectionSlug: args.collectionSlug,
    operation: args.operation,
    fullData: args.documentData ?? args.data,
    errors: [],
    hidden: [],
    conditionsOnly: false,
  }
  const blockData = args.documentData ? args.data : undefined
  await validateFields(ctx, args.fields, args.data, args.originalDoc, '', '', blockData)
  return ctx.errors
}

/**
 * The data paths whose `admin.condition` fails for this data, as Payload's form state marks them, and
 * with `filterOptions` the filters of the relationship/upload fields that are shown.
 */
export const hiddenByCondition = async (args: {
  req: PayloadRequest
  fields: Field[]
  data: Data
  operation: 'create' | 'update'
  /** For a block's fields (`data` is the block's): the whole document, as Payload passes it. */
  documentData?: Data
  /** The document's id (filterOptions functions get it). */
  id?: number | string
  /** Also evaluate the fields' `filterOptions`. */
  filterOptions?: boolean
}): Promise<{ hidden: string[]; filterOptions?: FolioFilterOptions; allowed?: Record<string, string[]> }> => {
  const ctx: Context = {
    req: args.req,
    id: args.id,
    operation: args.operation,
    fullData: args.documentData ?? args.data,
    errors: [],
    hidden: [],
    conditionsOnly: true,
    ...(args.filterOptions ? { filters: {}, allowed: {} } : {}),
  }
  const blockData = args.documentData ? args.data : undefined
  await validateFields(ctx, args.fields, args.data, {}, '', '', blockData)
  return {
    hidden: ctx.hidden,
    ...(ctx.filters ? { filterOptions: ctx.filters } : {}),
    ...(ctx.allowed ? { allowed: ctx.allowed } : {}),
  }
}
