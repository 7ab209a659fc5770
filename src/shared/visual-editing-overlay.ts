/**
 * The visual-editing overlay a preview page runs: it reads the field markers Folio put in the page's text
 * (see visual-editing.ts), takes them out of the page so its text and layout are exactly what was typed,
 * and, while the admin has outlines on, outlines the marked text under the pointer with its field's label
 * and reports a click on it to the admin instead of letting the page have it.
 *
 * Two hosts start it: the script the Folio plugin serves (src/cms/plugin/visual-editing-overlay.ts, whose
 * host posts to the page's parent or opener) and the desktop preview's own preload
 * (src/preload/preview-popup-relay.ts, whose host talks to the preload through DOM events).
 *
 * `runVisualEditingOverlay` is self-contained apart from its arguments: its source text is what pages get.
 * It lives in shared so the preload can take that text too; since main and the preload are type-checked
 * without the DOM library, it names only the few DOM members it uses (the `Overlay*` types below) and
 * reaches the page's globals through `globalThis`.
 */
import type { DecodedText, FieldMarker } from './visual-editing.js'

export interface OverlayHost {
  /** Sends a message to the admin. `toAdmin`: only to the admin that enabled the overlay. */
  send(message: unknown, toAdmin: boolean): void
  /** Calls `listener` for each `folio-visual-editing` toggle from the admin. */
  onToggle(listener: (enabled: boolean) => void): void
}

// ── the DOM the overlay touches ────────────────────────────────────────────────────────────────

interface OverlayNode {
  readonly nodeType: number
  readonly parentElement: OverlayElement | null
}
interface OverlayText extends OverlayNode {
  nodeValue: string | null
}
interface OverlayElement extends OverlayNode {
  readonly isConnected: boolean
  readonly childNodes: ArrayLike<OverlayNode>
  getAttribute(name: string): string | null
  setAttribute(name: string, value: string): void
  getBoundingClientRect(): { left: number; top: number; width: number; height: number }
}
interface OverlayBox extends OverlayElement {
  dataset: Record<string, string | undefined>
  style: { cssText: string; display: string; left: string; top: string; width: string; height: string }
  textContent: string | null
  append(...nodes: OverlayBox[]): void
  attachShadow(init: { mode: 'open' }): { append(...nodes: OverlayBox[]): void }
  remove(): void
}
interface OverlayEventTarget {
  addEventListener(type: string, listener: (event: never) => void, capture?: boolean): void
  removeEventListener(type: string, listener: (event: never) => void, capture?: boolean): void
}
interface OverlayMouseEvent {
  readonly target: unknown
  readonly clientX: number
  readonly clientY: number
  preventDefault(): void
  stopPropagation(): void
}
interface OverlayClipboardEvent {
  readonly clipboardData: { setData(format: string, data: string): void } | null
  preventDefault(): void
}
interface OverlayDocument extends OverlayEventTarget {
  title: string
  readonly body: OverlayElement
  readonly head: OverlayElement | null
  readonly documentElement: OverlayBox
  createElement(tag: string): OverlayBox
  createTreeWalker(root: OverlayNode, whatToShow: number): { nextNode(): OverlayNode | null }
  getSelection(): unknown
  caretRangeFromPoint?(x: number, y: number): { startContainer: OverlayNode } | null
}
interface OverlayMutationRecord {
  readonly type: string
  readonly target: OverlayNode
  readonly addedNodes: { forEach(callback: (node: OverlayNode) => void): void }
}
interface OverlayObserver {
  observe(
    target: OverlayNode,
    options: {
      subtree: boolean
      childList: boolean
      characterData: boolean
      attributes?: boolean
      attributeFilter?: string[]
    },
  ): void
  disconnect(): void
}
interface OverlayPage extends OverlayEventTarget {
  document: OverlayDocument
  MutationObserver: new (callback: (records: OverlayMutationRecord[]) => void) => OverlayObserver
}

// ── the overlay ────────────────────────────────────────────────────────────────────────────────

export function runVisualEditingOverlay(
  host: OverlayHost,
  decode: (text: string) => DecodedText,
  strip: (text: string) => string,
): () => void {
  const page = globalThis as unknown as OverlayPage
  const doc = page.document
  const markerOf = new WeakMap<OverlayText, FieldMarker>()
  const marked = new WeakSet<OverlayElement>()
  let enabled = false
  let hovered: OverlayElement | null = null

  const readText = (node: OverlayText) => {
    const value = node.nodeValue ?? ''
    if (!/[\u2061-\u2064]/.test(value)) return
    const { text, markers } = decode(value)
    node.nodeValue = strip(text)
    const marker = markers[0]
    if (marker && node.parentElement) {
      markerOf.set(node, marker)
      marked.add(node.parentElement)
    }
  }
  const readAttributes = (element: OverlayElement) => {
    for (const name of ['alt', 'title', 'aria-label']) {
      const value = element.getAttribute(name)
      if (value && /[\u2061-\u2064]/.test(value)) element.setAttribute(name, strip(decode(value).text))
    }
  }
  const readTree = (root: OverlayNode) => {
    if (root.nodeType === 3) return readText(root as OverlayText)
    if (root.nodeType !== 1 && root.nodeType !== 11) return
    if (root.nodeType === 1) readAttributes(root as OverlayElement)
    const walker = doc.createTreeWalker(root, 1 | 4)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeType === 3) readText(node as OverlayText)
      else readAttributes(node as OverlayElement)
    }
  }
  // A page that puts a marked title in its <title>: read when the head changes, not with every body change.
  const readTitle = () => {
    if (/[\u2061-\u2064]/.test(doc.title)) doc.title = strip(decode(doc.title).text)
  }

  // The outline: one box in a shadow root of its own, so the page's styles reach neither it nor its label.
  const holder = doc.createElement('folio-visual-editing')
  const shadow = holder.attachShadow({ mode: 'open' })
  const box = doc.createElement('div')
  box.dataset.testid = 'folio-visual-editing-outline'
  box.style.cssText =
    'position:fixed;pointer-events:none;z-index:2147483647;border:2px solid #2f6fed;border-radius:3px;display:none;box-sizing:border-box'
  const chip = doc.createElement('span')
  chip.dataset.testid = 'folio-visual-editing-label'
  chip.style.cssText =
    'position:absolute;left:-2px;bottom:100%;background:#2f6fed;color:#fff;font:12px/1.6 system-ui,sans-serif;padding:0 6px;border-radius:3px 3px 0 0;white-space:nowrap'
  box.append(chip)
  shadow.append(box)
  doc.documentElement.append(holder)

  const markedAt = (target: unknown): OverlayElement | null => {
    const isElement = (value: unknown): value is OverlayElement =>
      typeof value === 'object' && value !== null && (value as { nodeType?: unknown }).nodeType === 1
    for (let el = isElement(target) ? target : null; el; el = el.parentElement) if (marked.has(el)) return el
    return null
  }
  const markerIn = (element: OverlayElement, x?: number, y?: number): FieldMarker | null => {
    // Several marked texts in one element: the one under the pointer.
    const caret = x === undefined || y === undefined ? null : doc.caretRangeFromPoint?.(x, y)
    const under = caret?.startContainer
    if (under && under.nodeType === 3 && markerOf.has(under as OverlayText)) return markerOf.get(under as OverlayText)!
    for (const child of Array.from(element.childNodes))
      if (child.nodeType === 3 && markerOf.has(child as OverlayText)) return markerOf.get(child as OverlayText)!
    return null
  }
  const draw = () => {
    if (!enabled || !hovered || !hovered.isConnected) {
      box.style.display = 'none'
      return
    }
    const rect = hovered.getBoundingClientRect()
    box.style.display = 'block'
    box.style.left = `${rect.left - 2}px`
    box.style.top = `${rect.top - 2}px`
    box.style.width = `${rect.width + 4}px`
    box.style.height = `${rect.height + 4}px`
    chip.textContent = markerIn(hovered)?.label ?? ''
  }

  const onOver = (event: OverlayMouseEvent) => {
    hovered = markedAt(event.target)
    draw()
  }
  const onClick = (event: OverlayMouseEvent) => {
    if (!enabled) return
    const element = markedAt(event.target)
    const field = element ? markerIn(element, event.clientX, event.clientY) : null
    if (!field) return
    event.preventDefault()
    event.stopPropagation()
    host.send({ type: 'folio-visual-editing-select', field }, true)
  }
  // Nothing copied from the page carries a marker, even one the overlay has not read yet.
  const onCopy = (event: OverlayClipboardEvent) => {
    const text = String(doc.getSelection() ?? '')
    if (!/[\u2061-\u2064]/.test(text) || !event.clipboardData) return
    event.clipboardData.setData('text/plain', strip(text))
    event.preventDefault()
  }

  const observer = new page.MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData') readText(record.target as OverlayText)
      else if (record.type === 'attributes') readAttributes(record.target as OverlayElement)
      else record.addedNodes.forEach(readTree)
    }
    draw()
  })
  readTree(doc.body)
  readTitle()
  const titleObserver = new page.MutationObserver(readTitle)
  if (doc.head) titleObserver.observe(doc.head, { subtree: true, childList: true, characterData: true })
  observer.observe(doc.body, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['alt', 'title', 'aria-label'],
  })
  doc.addEventListener('mouseover', onOver, true)
  doc.addEventListener('click', onClick, true)
  doc.addEventListener('copy', onCopy, true)
  page.addEventListener('scroll', draw, true)
  page.addEventListener('resize', draw)
  host.onToggle((on) => {
    enabled = on
    draw()
  })
  host.send({ type: 'folio-visual-editing-ready' }, false)

  return () => {
    observer.disconnect()
    titleObserver.disconnect()
    doc.removeEventListener('mouseover', onOver, true)
    doc.removeEventListener('click', onClick, true)
    doc.removeEventListener('copy', onCopy, true)
    page.removeEventListener('scroll', draw, true)
    page.removeEventListener('resize', draw)
    holder.remove()
  }
}
