/**
 * The visual-editing overlay a preview page runs (served by the Folio plugin as an ES module, see
 * `visualEditingScriptSource`): it reads the field markers Folio put in the page's text (see
 * visual-editing.ts), takes them out of the page so its text and layout are exactly what was typed,
 * and, while the admin has outlines on, outlines the marked text under the pointer with its field's
 * label and reports a click on it to the admin instead of letting the page have it.
 *
 * `runVisualEditingOverlay` is self-contained apart from its arguments: its source text is what pages get.
 */
import {
  decodeFieldMarkers,
  stripFieldMarkers,
  type DecodedText,
  type FieldMarker,
} from '../../shared/visual-editing.js'

export interface OverlayHost {
  /** Sends a message to the admin (the page's parent or opener). `toAdmin`: only to the origin that enabled the overlay. */
  send(message: unknown, toAdmin: boolean): void
  /** Calls `listener` for each `folio-visual-editing` toggle from the admin. */
  onToggle(listener: (enabled: boolean) => void): void
}

export function runVisualEditingOverlay(
  host: OverlayHost,
  decode: (text: string) => DecodedText,
  strip: (text: string) => string,
): () => void {
  const doc = document
  const markerOf = new WeakMap<Text, FieldMarker>()
  const marked = new WeakSet<Element>()
  let enabled = false
  let hovered: Element | null = null

  const readText = (node: Text) => {
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
  const readAttributes = (element: Element) => {
    for (const name of ['alt', 'title', 'aria-label']) {
      const value = element.getAttribute(name)
      if (value && /[\u2061-\u2064]/.test(value)) element.setAttribute(name, strip(decode(value).text))
    }
  }
  const readTree = (root: Node) => {
    if (root.nodeType === 3) return readText(root as Text)
    if (root.nodeType !== 1 && root.nodeType !== 11) return
    if (root.nodeType === 1) readAttributes(root as Element)
    const walker = doc.createTreeWalker(root, 1 | 4)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeType === 3) readText(node as Text)
      else readAttributes(node as Element)
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

  const markedAt = (target: EventTarget | null): Element | null => {
    for (let el = target instanceof Element ? target : null; el; el = el.parentElement) if (marked.has(el)) return el
    return null
  }
  const markerIn = (element: Element, x?: number, y?: number): FieldMarker | null => {
    // Several marked texts in one element: the one under the pointer.
    const caret =
      x === undefined || y === undefined
        ? null
        : (doc as Document & { caretRangeFromPoint?: (x: number, y: number) => Range | null }).caretRangeFromPoint?.(
            x,
            y,
          )
    const under = caret?.startContainer
    if (under && under.nodeType === 3 && markerOf.has(under as Text)) return markerOf.get(under as Text)!
    for (const child of Array.from(element.childNodes))
      if (child.nodeType === 3 && markerOf.has(child as Text)) return markerOf.get(child as Text)!
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

  const onOver = (event: MouseEvent) => {
    hovered = markedAt(event.target)
    draw()
  }
  const onClick = (event: MouseEvent) => {
    if (!enabled) return
    const element = markedAt(event.target)
    const field = element ? markerIn(element, event.clientX, event.clientY) : null
    if (!field) return
    event.preventDefault()
    event.stopPropagation()
    host.send({ type: 'folio-visual-editing-select', field }, true)
  }
  // Nothing copied from the page carries a marker, even one the overlay has not read yet.
  const onCopy = (event: ClipboardEvent) => {
    const text = String(doc.getSelection() ?? '')
    if (!/[\u2061-\u2064]/.test(text) || !event.clipboardData) return
    event.clipboardData.setData('text/plain', strip(text))
    event.preventDefault()
  }

  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData') readText(record.target as Text)
      else if (record.type === 'attributes') readAttributes(record.target as Element)
      else record.addedNodes.forEach(readTree)
    }
    draw()
  })
  readTree(doc.body)
  readTitle()
  const titleObserver = new MutationObserver(readTitle)
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
  window.addEventListener('scroll', draw, true)
  window.addEventListener('resize', draw)
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
    window.removeEventListener('scroll', draw, true)
    window.removeEventListener('resize', draw)
    holder.remove()
  }
}

/**
 * The page's host: messages go to the parent (a frame) or the opener (a popup); the admin's origin is the
 * one its first toggle came from, and only that window's toggles count.
 */
export function pageOverlayHost(): OverlayHost {
  const admin = (): Window | null => (window.parent !== window ? window.parent : (window.opener as Window | null))
  let adminOrigin: string | null = null
  return {
    send(message, toAdmin) {
      const target = admin()
      if (!target) return
      // The ready carries nothing: it may go before the admin is known.
      if (!toAdmin) return target.postMessage(message, '*')
      if (adminOrigin) target.postMessage(message, adminOrigin)
    },
    onToggle(listener) {
      window.addEventListener('message', (event: MessageEvent) => {
        const data = event.data as { type?: unknown; enabled?: unknown } | null
        if (event.source !== admin() || !data || data.type !== 'folio-visual-editing') return
        adminOrigin = event.origin
        listener(data.enabled === true)
      })
    },
  }
}

/** The ES module the Folio plugin serves: the decoders, the host and the overlay, started once per page. */
export function visualEditingScriptSource(): string {
  return [
    '// Folio visual editing: outlines the texts of a live preview and reports clicks to the admin.',
    `const decodeFieldMarkers = ${decodeFieldMarkers.toString()};`,
    `const stripFieldMarkers = ${stripFieldMarkers.toString()};`,
    `const pageOverlayHost = ${pageOverlayHost.toString()};`,
    `const runVisualEditingOverlay = ${runVisualEditingOverlay.toString()};`,
    'if (!window.__folioVisualEditing) {',
    '  window.__folioVisualEditing = true;',
    '  const start = () => runVisualEditingOverlay(pageOverlayHost(), decodeFieldMarkers, stripFieldMarkers);',
    "  if (document.body) start(); else document.addEventListener('DOMContentLoaded', start, { once: true });",
    '}',
    'export {};',
    '',
  ].join('\n')
}
