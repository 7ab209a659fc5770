/**
 * Payload's confirmation texts mark what they name with numbered tags ("delete the Page <1>Home</1>"),
 * which its admin renders in bold. This splits such a text into plain and marked parts.
 */
export interface TextPart {
  text: string
  strong: boolean
}

const TAG = /<(\d+)>(.*?)<\/\1>/g

export function taggedParts(text: string): TextPart[] {
  const parts: TextPart[] = []
  let at = 0
  for (const match of text.matchAll(TAG)) {
    if (match.index > at) parts.push({ text: text.slice(at, match.index), strong: false })
    parts.push({ text: match[2] ?? '', strong: true })
    at = match.index + match[0].length
  }
  if (at < text.length) parts.push({ text: text.slice(at), strong: false })
  return parts
}
