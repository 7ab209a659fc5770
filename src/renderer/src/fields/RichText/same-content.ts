/**
 * Whether two Lexical documents hold the same content, however Lexical arranged it: adjacent text
 * nodes of the same format are one run of text, and key order does not matter. Lexical merges such
 * text nodes when it next touches their paragraph, so a document it loaded and exports again can
 * differ from the server's bytes while saying exactly the same.
 */
type Node = Record<string, unknown>

const TEXT_STYLE_KEYS = ['format', 'style', 'mode', 'detail'] as const

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value)

function mergeTextRuns(children: unknown[]): unknown[] {
  const out: unknown[] = []
  for (const child of children) {
    const last = out[out.length - 1]
    if (
      isNode(child) &&
      isNode(last) &&
      child.type === 'text' &&
      last.type === 'text' &&
      TEXT_STYLE_KEYS.every((key) => child[key] === last[key])
    )
      out[out.length - 1] = { ...last, text: `${String(last.text)}${String(child.text)}` }
    else out.push(child)
  }
  return out
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (!isNode(value)) return value
  const out: Node = {}
  for (const key of Object.keys(value).sort()) {
    const member = value[key]
    out[key] = key === 'children' && Array.isArray(member) ? mergeTextRuns(member.map(canonical)) : canonical(member)
  }
  return out
}

export function sameRichText(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b))
}
