/**
 * The markdown shortcuts one field offers: an element shortcut only with its feature, `#` only for the
 * heading sizes the field allows, a text format only where the field allows it, links with the link feature.
 */
import { HEADING, type ElementTransformer, type Transformer } from '@lexical/markdown'
import type { HeadingTagType } from '@lexical/rich-text'
import type { TextFormatType } from 'lexical'
import { SHORTCUT_TRANSFORMERS } from './transformers'

export interface ShortcutRules {
  features: Set<string>
  headings: HeadingTagType[]
  formats: Set<TextFormatType>
}

/** `#` to `######` for the allowed sizes only (longest first, so `###` is never read as `#`). */
function headingShortcut(headings: HeadingTagType[]): ElementTransformer | null {
  if (headings.length === 0) return null
  const marks = headings.map((h) => '#'.repeat(Number(h.slice(1)))).sort((a, b) => b.length - a.length)
  return { ...HEADING, regExp: new RegExp(`^(${marks.join('|')})\\s`) }
}

function elementAllowed(tr: ElementTransformer, has: (feature: string) => boolean): boolean {
  const key = tr.dependencies.map((d) => d.getType()).join(',')
  if (key.includes('quote')) return has('blockquote')
  if (key.includes('horizontalrule')) return has('horizontalRule')
  if (key.includes('list')) return has('unorderedList') || has('orderedList') || has('checklist')
  return true
}

export function shortcutsFor({ features, headings, formats }: ShortcutRules): Transformer[] {
  const has = (feature: string) => features.has(feature)
  const out: Transformer[] = []
  for (const tr of SHORTCUT_TRANSFORMERS) {
    if (tr === HEADING) {
      const heading = headingShortcut(headings)
      if (heading) out.push(heading)
    } else if (tr.type === 'element') {
      if (elementAllowed(tr, has)) out.push(tr)
    } else if (tr.type === 'text-format') {
      if (tr.format.every((f) => formats.has(f))) out.push(tr)
    } else if (tr.type === 'text-match') {
      if (has('link')) out.push(tr)
    } else out.push(tr)
  }
  return out
}
