/**
 * What a field's server feature map allows, as the editor needs it: heading sizes, text formats and
 * block kinds. Payload refuses a save holding anything else, so whatever reaches the editor (paste,
 * markdown shortcuts, older content) is brought back inside these limits.
 */
import type { HeadingTagType } from '@lexical/rich-text'
import type { TextFormatType } from 'lexical'

export const ALL_HEADINGS: HeadingTagType[] = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6']

/** Each text format with the feature key that enables it; highlight has no Payload feature. */
export const FORMAT_FEATURE: Record<TextFormatType, string> = {
  bold: 'bold',
  italic: 'italic',
  underline: 'underline',
  strikethrough: 'strikethrough',
  code: 'inlineCode',
  subscript: 'subscript',
  superscript: 'superscript',
  highlight: 'highlight',
  lowercase: 'lowercase',
  uppercase: 'uppercase',
  capitalize: 'capitalize',
}

/**
 * The heading sizes of HeadingFeature's props (`enabledHeadingSizes`, all six when unset), in order;
 * none when the field has no heading feature.
 */
export function headingSizes(features: Set<string>, headingProps: unknown): HeadingTagType[] {
  if (!features.has('heading')) return []
  const sizes = (headingProps as { enabledHeadingSizes?: unknown } | undefined)?.enabledHeadingSizes
  if (!Array.isArray(sizes)) return [...ALL_HEADINGS]
  return ALL_HEADINGS.filter((h) => sizes.includes(h))
}

/**
 * The allowed heading for one that is not: the nearest size, the smaller one on a tie (an H6 pasted where
 * H1-H4 are allowed becomes an H4); null (a paragraph) where no heading is allowed.
 */
export function allowedHeading(tag: HeadingTagType, allowed: HeadingTagType[]): HeadingTagType | null {
  if (allowed.includes(tag)) return tag
  const level = (h: HeadingTagType) => Number(h.slice(1))
  let best: HeadingTagType | null = null
  for (const h of allowed) {
    const distance = Math.abs(level(h) - level(tag))
    const bestDistance = best ? Math.abs(level(best) - level(tag)) : Infinity
    if (distance < bestDistance || (distance === bestDistance && best !== null && level(h) > level(best))) best = h
  }
  return best
}

/** The text formats a field allows, from its feature keys. */
export function allowedFormats(features: Set<string>): Set<TextFormatType> {
  const out = new Set<TextFormatType>()
  for (const [format, feature] of Object.entries(FORMAT_FEATURE) as Array<[TextFormatType, string]>)
    if (features.has(feature)) out.add(format)
  return out
}
