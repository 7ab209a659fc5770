import { randomBytes } from 'node:crypto'

import { getDefaultValue, type Block, type Field, type PayloadRequest } from 'payload'

/**
 * The default values of a new document, as Payload's admin pre-fills its create form: every data
 * field's `defaultValue` (functions run with the user and locale), inside groups, named tabs and
 * layout fields. Arrays and blocks take their own default rows only, each given a row id (as Payload's
 * form state gives them) so the form holds them as rows an editor can edit, move and remove.
 */
export async function defaultValues(fields: Field[], req: PayloadRequest): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {}
  await fillDefaults(fields, out, req)
  return out
}

async function fillDefaults(fields: Field[], target: Record<string, unknown>, req: PayloadRequest): Promise<void> {
  for (const field of fields) {
    switch (field.type) {
      case 'row':
      case 'collapsible':
        await fillDefaults(field.fields, target, req)
        continue
      case 'tabs':
        for (const tab of field.tabs)
          await fillNamedOrFlat('name' in tab ? tab.name : undefined, tab.fields, target, req)
        continue
      case 'group':
        await fillNamedOrFlat('name' in field ? field.name : undefined, field.fields, target, req)
        continue
      case 'ui':
        continue
      default: {
        if (!('name' in field) || !field.name || !('defaultValue' in field) || field.defaultValue === undefined)
          continue
        const value = await getDefaultValue({
          defaultValue: field.defaultValue,
          locale: req.locale ?? undefined,
          req,
          user: req.user ?? null,
          value: undefined,
        })
        if (value === undefined) continue
        target[field.name] =
          (field.type === 'array' || field.type === 'blocks') && Array.isArray(value)
            ? await withRowIds(value, field, req)
            : value
      }
    }
  }
}

/** Named tabs and groups nest their defaults under their name; unnamed ones add to their parent. */
async function fillNamedOrFlat(
  name: string | undefined,
  fields: Field[],
  target: Record<string, unknown>,
  req: PayloadRequest,
): Promise<void> {
  if (!name) return fillDefaults(fields, target, req)
  const nested: Record<string, unknown> = {}
  await fillDefaults(fields, nested, req)
  if (Object.keys(nested).length > 0) target[name] = nested
}

/** A new row id the shape of Payload's (a 24-digit hex ObjectId): time first, so ids sort by creation. */
const newRowId = (): string =>
  Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0') + randomBytes(8).toString('hex')

type Row = Record<string, unknown>
const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Default rows, at every depth (an array inside a row's group or tab), each with an id unless it has one,
 * and with its fields' own defaults where the row leaves them out (as Payload's form state fills them).
 */
async function withRowIds(
  rows: unknown[],
  field: Field & { type: 'array' | 'blocks' },
  req: PayloadRequest,
): Promise<unknown[]> {
  return Promise.all(
    rows.map(async (row) => {
      if (!isRow(row)) return row
      const fields =
        field.type === 'array' ? field.fields : (blockOf(field, row.blockType, req)?.fields ?? ([] as Field[]))
      const own: Row = {}
      await fillDefaults(fields, own, req)
      const filled = await nestedRowIds(fields, { ...own, ...row }, req)
      return { ...filled, id: typeof row.id === 'string' && row.id ? row.id : newRowId() }
    }),
  )
}

/** The rows a default row holds itself (an array inside it, its group or its tab), made rows at every depth. */
async function nestedRowIds(fields: Field[], data: Row, req: PayloadRequest): Promise<Row> {
  const out: Row = { ...data }
  const within = async (inner: Field[], name: string | undefined) => {
    if (!name) Object.assign(out, await nestedRowIds(inner, out, req))
    else if (isRow(out[name])) out[name] = await nestedRowIds(inner, out[name], req)
  }
  for (const field of fields) {
    if (field.type === 'row' || field.type === 'collapsible') await within(field.fields, undefined)
    else if (field.type === 'tabs') {
      for (const tab of field.tabs) await within(tab.fields, 'name' in tab && tab.name ? tab.name : undefined)
    } else if (field.type === 'group')
      await within(field.fields, 'name' in field && field.name ? field.name : undefined)
    else if ((field.type === 'array' || field.type === 'blocks') && Array.isArray(out[field.name])) {
      out[field.name] = await withRowIds(out[field.name] as unknown[], field, req)
    }
  }
  return out
}

/** A blocks field's block of this type: its own, or one of the config's top-level blocks it references. */
function blockOf(field: Field & { type: 'blocks' }, blockType: unknown, req: PayloadRequest): Block | undefined {
  for (const ref of field.blockReferences ?? field.blocks ?? []) {
    const block = typeof ref === 'string' ? req.payload.config.blocks?.find((b) => b.slug === ref) : ref
    if (block?.slug === blockType) return block
  }
  return undefined
}
