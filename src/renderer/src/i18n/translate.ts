/**
 * Payload-style translation lookup: keys are 'group:key', values may hold {{variables}}.
 * A missing key logs 'key not found' once per key and shows the key itself (spec point 8).
 */
export type TranslationTree = Record<string, Record<string, string>>
export type TranslationVars = Record<string, string | number>

export type Translate = (key: string, vars?: TranslationVars) => string

export function createTranslator(translations: TranslationTree, log: (message: string) => void = console.warn, fallback?: TranslationTree): Translate {
  const reported = new Set<string>()
  return (key, vars) => {
    const [group, name] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['general', key]
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
