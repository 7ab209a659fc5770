import { getDefaultValue, type Field, type PayloadRequest } from 'payload'

/**
 * The default values of a new document, as Payload's admin pre-fills its create form: every data
 * field's `defaultValue` (functions run with the user and locale), inside groups, named tabs and
 * layout fields. An array's or blocks field's default rows are filled as Payload's form state fills
 * them: each row's own fields take their defaults where the row gives no value, and each row gets its
 * id (the row's `id` field defaults to a new ObjectId), so the form holds them as rows.
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
        if (!('name' in field) || !field.name) continue
        // A row's own value (a default row's) is kept; only what it leaves out takes the default. Rows it
        // gives itself (an array inside a default row) are filled and given ids as its own rows are.
        const given = target[field.name]
        if (given !== undefined) {
          if ((field.type === 'array' || field.type === 'blocks') && Array.isArray(given))
            target[field.name] = await defaultRows(field, given, req)
          continue
        }
        if (!('defaultValue' in field) || field.defaultValue === undefined) continue
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
            ? await defaultRows(field, value, req)
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
  // A value already there (a default row's group) keeps what it gives; its fields fill the rest.
  const given = target[name]
  const nested: Record<string, unknown> =
    given && typeof given === 'object' && !Array.isArray(given) ? { ...(given as Record<string, unknown>) } : {}
  await fillDefaults(fields, nested, req)
  if (Object.keys(nested).length > 0) target[name] = nested
}

/** Default rows, copied, each filled with its fields' defaults (its id among them); a block by its type. */
async function defaultRows(
  field: Field & { type: 'array' | 'blocks' },
  rows: unknown[],
  req: PayloadRequest,
): Promise<unknown[]> {
  const filled: unknown[] = []
  for (const row of rows) {
    if (!row || typeof row !== 'object' || Array.isArray(row)) {
      filled.push(row)
      continue
    }
    const copy = structuredClone(row) as Record<string, unknown>
    const fields = field.type === 'array' ? field.fields : blockFields(field, copy.blockType, req)
    if (fields) await fillDefaults(fields, copy, req)
    filled.push(copy)
  }
  return filled
}

const blockFields = (field: Field & { type: 'blocks' }, slug: unknown, req: PayloadRequest): Field[] | undefined => {
  for (const ref of field.blockReferences ?? field.blocks) {
    const block = typeof ref === 'string' ? req.payload.config.blocks?.find((b) => b.slug === ref) : ref
    if (block && block.slug === slug) return block.fields
  }
  return undefined
}
