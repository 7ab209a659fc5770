/** Test-only helpers (imported by the *.test.ts files beside it). */
import { en } from '@payloadcms/translations/languages/en'

import type { FolioClientField } from '@shared/protocol'
import { createTranslator, type Translate, type TranslationTree } from '../i18n/translate'

/** Payload's real English strings; a missing key fails the test instead of being logged. */
export function englishTranslator(): Translate {
  return createTranslator(en.translations, (message) => {
    throw new Error(message)
  })
}

/** The English template of a key, for messages built from Payload's wording. */
export const english = en.translations as unknown as TranslationTree

export const field = (type: string, props: Partial<FolioClientField> = {}): FolioClientField => ({
  type,
  name: 'f',
  ...props,
})
