/**
 * Payload-style translation lookup: keys are 'group:key', values may hold {{variables}}.
 * A missing key logs 'key not found' once per key and shows the key itself, so nothing is blank.
 */
export type TranslationTree = Record<string, Record<string, string>>
export type TranslationVars = Record<string, string | number>

export type Translate = (key: string, vars?: TranslationVars) => string

export function createTranslator(
  translations: TranslationTree,
  log: (message: string) => void = console.warn,
  fallback?: TranslationTree,
): Translate {
  const reported = new Set<string>()
  return (key, vars) => {
    const [group, baseName] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['general', key]
    const lookup = (tree: TranslationTree | undefined) => tree?.[group]
    const name =
      typeof vars?.count === 'number'
        ? pluralKey(baseName, vars.count, { ...lookup(fallback), ...lookup(translations) })
        : baseName
    const template = translations[group]?.[name] ?? fallback?.[group]?.[name]
    if (template === undefined) {
      if (!reported.has(key)) {
        reported.add(key)
        log(`key not found: ${key}`)
      }
      return key
    }
    return interpolate(template, vars)
  }
}

export function interpolate(template: string, vars?: TranslationVars): string {
  if (!vars) return template
  return template.replace(/{{\s*(\w+)\s*}}/g, (match, name: string) => (name in vars ? String(vars[name]) : match))
}

/**
 * Payload's plural rule, so counts read as in Payload's admin: zero, one, two, few (3-5), many (over 5), else other; each
 * only when the language has that key.
 */
export function pluralKey(name: string, count: number, group: Record<string, string>): string {
  const has = (suffix: string) => `${name}_${suffix}` in group
  if (count === 0 && has('zero')) return `${name}_zero`
  if (count === 1 && has('one')) return `${name}_one`
  if (count === 2 && has('two')) return `${name}_two`
  if (count > 5 && has('many')) return `${name}_many`
  if (count > 2 && count <= 5 && has('few')) return `${name}_few`
  if (has('other')) return `${name}_other`
  return name
}
