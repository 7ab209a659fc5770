/** What the version screen's URL query says of the diff: "modified only" and the locales shown. */

/** "Modified only" as the URL carries it: on by default, as in Payload; `modifiedOnly=false` turns it off. */
export function modifiedOnlyFrom(search: string): boolean {
  return new URLSearchParams(search).get('modifiedOnly') !== 'false'
}

/** The locales the URL asks the diff to show; a hand-edited URL falls back to the default locale. */
export function localeCodesFrom(search: string, defaultLocale: string | undefined): string[] {
  try {
    const parsed = JSON.parse(new URLSearchParams(search).get('localeCodes') ?? 'null') as unknown
    if (Array.isArray(parsed) && parsed.every((c): c is string => typeof c === 'string')) return parsed
  } catch {
    // Not JSON: the default.
  }
  return defaultLocale ? [defaultLocale] : []
}
