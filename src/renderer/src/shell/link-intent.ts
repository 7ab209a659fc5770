/**
 * Which in-app screen a press or click on a link is about to open, if any: the same rules by which
 * react-router's <Link> handles a click itself (main button, no modifier key, no other target, same
 * origin). Pure, so it is unit-tested; use-link-prefetch.ts listens.
 */
export interface LinkIntent {
  button: number
  metaKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
  altKey: boolean
  defaultPrevented: boolean
}

export interface LinkLike {
  href: string
  target: string
  hasAttribute(name: string): boolean
}

export function linkedScreen(
  event: LinkIntent,
  link: LinkLike | null,
  current: Pick<Location, 'origin' | 'pathname' | 'search'>,
): { pathname: string; search: string } | null {
  if (!link || event.defaultPrevented || event.button !== 0) return null
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null
  let url: URL
  try {
    url = new URL(link.href, current.origin)
  } catch {
    return null
  }
  if (url.origin !== current.origin) return null
  // The screen already shown has its data: a link to it (or to a part of it) asks nothing new.
  if (url.pathname === current.pathname && url.search === current.search) return null
  return { pathname: url.pathname, search: url.search }
}
