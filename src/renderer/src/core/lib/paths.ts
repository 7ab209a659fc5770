/** Spec point 2: a link is active when the path equals it or continues after it with a slash. */
export function isActivePath(pathname: string, href: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/'
  const link = href.replace(/\/+$/, '') || '/'
  return path === link || path.startsWith(`${link}/`)
}
