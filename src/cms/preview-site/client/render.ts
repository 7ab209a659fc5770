import { renderLexical, safeURL, scalarText, type LexicalNode } from './lexical.js'

type Doc = Record<string, unknown>

const el = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  testId?: string,
  text?: string,
): HTMLElementTagNameMap[K] => {
  const node = document.createElement(tag)
  if (testId) node.dataset.testid = testId
  if (text !== undefined) node.textContent = text
  return node
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '')
const rows = (value: unknown): Doc[] =>
  Array.isArray(value) ? (value.filter((v) => v && typeof v === 'object') as Doc[]) : []

const image = (value: unknown, cmsURL: string, testId?: string): HTMLElement | null => {
  if (!value || typeof value !== 'object') return null
  const media = value as Doc
  const src = safeURL(media.url, cmsURL)
  if (!src) return null
  const img = el('img', testId)
  img.src = src
  img.alt = str(media.alt)
  return img
}

const renderBlock = (block: Doc, index: number, cmsURL: string): HTMLElement => {
  const section = el('section', 'preview-block')
  section.className = 'block'
  section.dataset.blockType = str(block.blockType)
  section.dataset.index = String(index)
  switch (block.blockType) {
    case 'hero': {
      section.append(el('h2', undefined, str(block.heading)))
      if (block.subheading) section.append(el('p', undefined, str(block.subheading)))
      const img = image(block.image, cmsURL)
      if (img) section.append(img)
      break
    }
    case 'content': {
      const p = el('p', undefined, str(block.text))
      p.style.textAlign = str(block.align) || 'left'
      section.append(p)
      break
    }
    case 'gallery': {
      if (block.title) section.append(el('h3', undefined, str(block.title)))
      for (const item of rows(block.images)) {
        const figure = el('figure')
        const img = image(item.image, cmsURL)
        if (img) figure.append(img)
        const credits = rows(item.credits).map((c) => [str(c.name), str(c.role)].filter(Boolean).join(', '))
        const caption = [str(item.caption), credits.length ? `(${credits.join('; ')})` : ''].filter(Boolean).join(' ')
        figure.append(el('figcaption', undefined, caption))
        section.append(figure)
      }
      break
    }
    default:
      section.append(el('p', undefined, `[${str(block.blockType) || 'unknown'} block]`))
  }
  return section
}

/** Renders a post or a page into `target`, replacing what was there. */
export const renderDocument = (target: HTMLElement, doc: Doc, cmsURL: string): void => {
  const article = el('article', 'preview-document')
  article.dataset.id = scalarText(doc.id)
  article.dataset.status = str(doc._status)

  article.append(el('h1', 'preview-title', str(doc.title)))
  if ('excerpt' in doc) article.append(el('p', 'preview-excerpt', str(doc.excerpt)))
  const hero = image(doc.heroImage, cmsURL, 'preview-hero')
  if (hero) article.append(hero)

  if ('tags' in doc) {
    const tags = el('ul', 'preview-tags')
    tags.className = 'tags'
    for (const tag of rows(doc.tags)) tags.append(el('li', 'preview-tag', str(tag.label)))
    article.append(tags)
  }

  const body = el('div', 'preview-body')
  const richText = doc.body as { root?: LexicalNode } | undefined
  body.append(renderLexical(richText?.root, cmsURL))
  article.append(body)

  const blocks = el('div', 'preview-blocks')
  rows(doc.layout).forEach((block, index) => blocks.append(renderBlock(block, index, cmsURL)))
  article.append(blocks)

  target.replaceChildren(article)
}

export const renderIndex = (
  target: HTMLElement,
  sections: { title: string; section: string; docs: Doc[] }[],
  locale: string,
): void => {
  const wrapper = el('div', 'preview-index')
  for (const { title, section, docs } of sections) {
    wrapper.append(el('h2', undefined, title))
    const list = el('ul')
    for (const doc of docs) {
      const a = el('a', undefined, str(doc.title) || String(doc.id))
      a.href = `/${section}/${encodeURIComponent(str(doc.slug))}?locale=${encodeURIComponent(locale)}`
      const li = el('li')
      li.append(a)
      list.append(li)
    }
    wrapper.append(list)
  }
  target.replaceChildren(wrapper)
}

export const renderMessage = (target: HTMLElement, message: string): void => {
  const p = el('p', 'preview-error', message)
  p.className = 'error'
  target.replaceChildren(p)
}
