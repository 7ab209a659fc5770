import { getDefaultValue, type Field, type PayloadRequest } from 'payload'

/**
 * The default values of a new document, as Payload's admin pre-fills its create form: every data
 * field's `defaultValue` (functions run with the user and locale), inside groups, named tabs and
 * layout fields. Arrays and blocks take their own default rows only.
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
        if (value !== undefined) target[field.name] = value
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
