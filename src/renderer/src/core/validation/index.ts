/**
 * Client-side field validation for the edit form: Payload 3.90's built-in validators,
 * applied to Payload's client-config field definitions. Pure: no React, no DOM, no network.
 *
 * - `validateField(field, value, t, options)` → `true` or the translated message;
 * - `validateDocument(fields, data, t, options)` → `{ path, message }[]` with Payload's data paths.
 *
 * What stays with the server (its form-state endpoint runs Payload's real validators): custom
 * `validate` functions and `filterOptions` (server-only, stripped from the client config),
 * `admin.condition` (same), unique indexes, relationship/upload look-ups, JSON-schema checks,
 * and the rich-text editor's node-level validations (links, blocks inside rich text...).
 */
export { validateDocument, validateField, isSkippedField, PASSWORD_FIELD, CONFIRM_PASSWORD_FIELD } from './validate'
export { checkRowCount, hasText, isNumber, isValidID, rules, type Rule } from './rules'
export { isEmailAddress } from './email'
export {
  isUnsendable,
  jsonFromText,
  numberFromText,
  pointFromTexts,
  pointTexts,
  unsendable,
  unsendableMessage,
  type Unsendable,
} from './typed-text'
export {
  DEFAULT_MAX_TEXT_LENGTH,
  type FieldValidationError,
  type IDType,
  type Translate,
  type ValidationOptions,
} from './types'
