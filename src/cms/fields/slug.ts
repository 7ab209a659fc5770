import type { TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'

const MESSAGES: Record<string, string> = {
  en: 'Use lowercase letters, digits and single dashes only, e.g. my-first-post.',
  de: 'Nur Kleinbuchstaben, Ziffern und einzelne Bindestriche, z. B. mein-erster-beitrag.',
  fr: 'Uniquement des minuscules, des chiffres et des tirets simples, par ex. mon-premier-article.',
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * A server-side rule the admin cannot know (a function in the config), as real sites write them: the
 * slug is a URL segment. Payload's own text rules (required, lengths) run first, as a custom
 * `validate` replaces them.
 */
export const slugFormat: TextFieldSingleValidation = (value, options) => {
  const own = text(value, options)
  if (own !== true) return own
  if (value === null || value === undefined || value === '') return true
  return SLUG.test(value) || (MESSAGES[options.req.i18n.language] ?? MESSAGES.en!)
}
