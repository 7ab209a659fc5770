/**
 * Lexical JSON (as stored by @payloadcms/richtext-lexical) -> DOM, for the preview site.
 * Builds elements with textContent only (no innerHTML), so document text cannot inject markup.
 */
export type LexicalNode = {
  type: string
  children?: LexicalNode[]
  text?: string
  format?: number | string
  indent?: number
  tag?: string
  listType?: string
  checked?: boolean
  headerState?: number
  colSpan?: number
  rowSpan?: number
  fields?: Record<string, unknown>
  relationTo?: string
  value?: unknown
  url?: string
}

const TEXT_FORMATS: [number, string][] = [
  [1, 'strong'],
  [2, 'em'],
  [4, 's'],
  [8, 'u'],
  [16, 'code'],
  [32, 'sub'],
  [64, 'sup'],
  [128, 'mark'],
]

/** Only web and relative links: no javascript: or data: URLs from document data. */
export const safeURL = (url: unknown, base: string): string | null => {
  if (typeof url !== 'string' || !url) return null
  try {
    const parsed = new URL(url, base)
    return ['http:', 'https:', 'mailto:'].includes(parsed.protocol) ? parsed.href : null
  } catch {
    return null
  }
}

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string): HTMLElementTagNameMap[K] => {
  const node = document.createElement(tag)
  if (text !== undefined) node.textContent = text
  return node
}

const textNode = (node: LexicalNode): Node => {
  let out: Node = document.createTextNode(node.text ?? '')
  const format = typeof node.format === 'number' ? node.format : 0
  for (const [bit, tag] of TEXT_FORMATS) {
    if (format & bit) {
      const wrapper = document.createElement(tag)
      wrapper.append(out)
      out = wrapper
    }
  }
  return out
}

const applyElementFormat = (target: HTMLElement, node: LexicalNode): void => {
  if (typeof node.format === 'string' && node.format) target.style.textAlign = node.format
  if (node.indent) target.style.paddingInlineStart = `${node.indent * 40}px`
}

/** A scalar field's value as text; nothing for a missing value or a nested object. */
export const scalarText = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : ''

const docLabel = (value: unknown): string => {
  if (value && typeof value === 'object') {
    const doc = value as Record<string, unknown>
    return scalarText(doc.title ?? doc.name ?? doc.alt ?? doc.email ?? doc.id)
  }
  return scalarText(value)
}

export const renderLexical = (root: LexicalNode | undefined, cmsURL: string): DocumentFragment => {
  const fragment = document.createDocumentFragment()
  for (const child of root?.children ?? []) fragment.append(renderNode(child, cmsURL))
  return fragment
}

const withChildren = <T extends HTMLElement>(target: T, node: LexicalNode, cmsURL: string): T => {
  for (const child of node.children ?? []) target.append(renderNode(child, cmsURL))
  return target
}

const renderNode = (node: LexicalNode, cmsURL: string): Node => {
  switch (node.type) {
    case 'text':
      return textNode(node)
    case 'linebreak':
      return el('br')
    case 'tab':
      return document.createTextNode('\t')
    case 'paragraph': {
      const p = withChildren(el('p'), node, cmsURL)
      applyElementFormat(p, node)
      return p
    }
    case 'heading': {
      const tag = /^h[1-6]$/.test(node.tag ?? '') ? (node.tag as 'h1') : 'h2'
      const h = withChildren(el(tag), node, cmsURL)
      applyElementFormat(h, node)
      return h
    }
    case 'quote':
      return withChildren(el('blockquote'), node, cmsURL)
    case 'list': {
      const list = withChildren(node.listType === 'number' ? el('ol') : el('ul'), node, cmsURL)
      if (node.listType === 'check') list.className = 'checklist'
      return list
    }
    case 'listitem': {
      const li = el('li')
      if (typeof node.checked === 'boolean') {
        const box = el('input')
        box.type = 'checkbox'
        box.checked = node.checked
        box.disabled = true
        li.append(box, ' ')
      }
      return withChildren(li, node, cmsURL)
    }
    case 'link':
    case 'autolink': {
      const a = withChildren(el('a'), node, cmsURL)
      const href = safeURL(node.fields?.url, cmsURL)
      if (href) a.href = href
      if (node.fields?.newTab) a.target = '_blank'
      return a
    }
    case 'horizontalrule':
      return el('hr')
    case 'table': {
      const table = el('table')
      const body = withChildren(el('tbody'), node, cmsURL)
      table.append(body)
      return table
    }
    case 'tablerow':
      return withChildren(el('tr'), node, cmsURL)
    case 'tablecell': {
      const cell = withChildren(node.headerState ? el('th') : el('td'), node, cmsURL)
      if (node.colSpan && node.colSpan > 1) cell.colSpan = node.colSpan
      if (node.rowSpan && node.rowSpan > 1) cell.rowSpan = node.rowSpan
      return cell
    }
    case 'upload': {
      const figure = el('figure')
      const doc = node.value && typeof node.value === 'object' ? (node.value as Record<string, unknown>) : null
      const src = safeURL(doc?.url, cmsURL)
      if (src) {
        const img = el('img')
        img.src = src
        img.alt = typeof doc?.alt === 'string' ? doc.alt : ''
        figure.append(img)
      } else {
        figure.append(el('span', `[${node.relationTo ?? 'upload'} ${docLabel(node.value)}]`))
      }
      if (typeof node.fields?.caption === 'string') figure.append(el('figcaption', node.fields.caption))
      return figure
    }
    case 'relationship':
      return el('p', `→ ${node.relationTo ?? ''}: ${docLabel(node.value)}`)
    case 'block': {
      const fields = node.fields ?? {}
      const div = el('div', scalarText(fields.text))
      div.className = fields.blockType === 'callout' ? 'callout' : 'block'
      div.dataset.blockType = scalarText(fields.blockType)
      return div
    }
    case 'inlineBlock': {
      const fields = node.fields ?? {}
      const span = el('span', scalarText(fields.label ?? fields.note ?? fields.blockType))
      span.className = fields.blockType === 'badge' ? 'badge' : 'inline-block'
      return span
    }
    default:
      // Unknown element: keep its text.
      return node.children ? withChildren(el('span'), node, cmsURL) : el('span', node.text ?? '')
  }
}
