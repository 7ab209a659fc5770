/** A translated text with Payload's numbered tags, the tagged parts in bold (as Payload's admin shows them). */
import { taggedParts } from '../../core/i18n/tagged-text'

export function TaggedText({ text }: { text: string }) {
  return <>{taggedParts(text).map((part, i) => (part.strong ? <strong key={i}>{part.text}</strong> : part.text))}</>
}
