/**
 * The DOM members the specs' page functions use. The specs compile for Node, without the DOM library,
 * so a function that runs in the page names the element's shape it relies on.
 */
export interface AttributedElement {
  getAttribute(name: string): string | null
}

export interface ScrollableElement {
  scrollHeight: number
  scrollTo(left: number, top: number): void
}

export interface StyledElement {
  ownerDocument: { defaultView: { getComputedStyle(element: StyledElement): { lineHeight: string } } | null }
}

export interface ValuedElement {
  value: string
}

export interface InlineStyledElement {
  style: { animationDelay: string }
}

/** An element whose transition a spec slows and scrubs, reading its transform as a matrix. */
export interface AnimatedElement {
  style: { transitionDuration: string }
  getAnimations(): { pause(): void; finish(): void; currentTime: number | null }[]
  ownerDocument: {
    defaultView: {
      getComputedStyle(element: AnimatedElement): { transform: string }
      DOMMatrix: new (transform: string) => { a: number; b: number }
    } | null
  }
}

/** Any element, for the animations running anywhere in its document. */
export interface DocumentAnimations {
  ownerDocument: { getAnimations(): { playState: string }[] }
}

/** A frame whose page can be posted to, in a document whose window hears messages. */
export interface MessagingFrame {
  contentWindow: { postMessage(message: unknown, targetOrigin: string): void } | null
  ownerDocument: {
    defaultView: { addEventListener(type: 'message', listener: (event: { origin: string }) => void): void } | null
  }
}

/** A page that defines a function the spec calls. */
export interface WithFunction<Name extends string> {
  ownerDocument: { defaultView: Record<Name, () => void> | null }
}

/** An element whose colour, and its document's background, a spec reads. */
export interface StyledColours {
  ownerDocument: {
    documentElement: StyledColours
    defaultView: { getComputedStyle(element: StyledColours): { color: string; backgroundColor: string } } | null
  }
}

/** An element in a framed page, whose window posts to the page that framed it. */
export interface FramedElement {
  ownerDocument: { defaultView: { parent: { postMessage(message: unknown, targetOrigin: string): void } } | null }
}
