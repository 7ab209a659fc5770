/** Splits Payload's `<1>…</1>` (or `<0>…</0>`) markup into plain and emphasized parts. */
export function emphasisParts(text: string): Array<{ text: string; strong: boolean }> {
  const parts: Array<{ text: string; strong: boolean }> = []
  const pattern = /<(\d)>(.*?)<\/\1>/g
  let at = 0
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match.index > at) parts.push({ text: text.slice(at, match.index), strong: false })
    parts.push({ text: match[2] ?? '', strong: true })
    at = match.index + match[0].length
  }
  if (at < text.length) parts.push({ text: text.slice(at), strong: false })
  return parts
}
