/**
 * Folio's own strings, for what Payload's translations have no key for (connecting to a server).
 * Group 'folio'; languages without an entry fall back to English.
 */
import { en, type FolioStrings } from './folio-strings/en'
import type { TranslationTree } from './translate'

/** Only the UI's language is loaded: the others stay out of the first load. */
const LOADERS: Record<string, () => Promise<Partial<FolioStrings>>> = {
  de: () => import('./folio-strings/de').then((m) => m.de),
  fr: () => import('./folio-strings/fr').then((m) => m.fr),
  ar: () => import('./folio-strings/ar').then((m) => m.ar),
}

/** A language's own strings (none for English, the base, or a language without them). */
export async function loadFolioStrings(language: string): Promise<Partial<FolioStrings>> {
  return (await LOADERS[language]?.()) ?? {}
}

/** The 'folio' group: the language's own strings over English. */
export function folioTranslations(own: Partial<FolioStrings> = {}): TranslationTree {
  return { folio: { ...en, ...own } }
}
