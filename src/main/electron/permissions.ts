/**
 * Deny-by-default permissions for every session the app uses. Electron grants everything a page asks
 * for (camera, microphone, location, notifications, …) unless told otherwise; Folio's own UI needs only
 * to write the clipboard (the API view's copy button), and preview pages, which are third-party, get
 * nothing at all.
 */
import { app, session, type Session } from 'electron'

/** What Folio's own UI may use, by Electron's permission names. */
export const APP_PERMISSIONS: ReadonlySet<string> = new Set(['clipboard-sanitized-write'])

function originOf(url: string | undefined): string | null {
  if (!url) return null
  try {
    const origin = new URL(url).origin
    // Custom schemes (folio://app) have an opaque origin in WHATWG URL terms: rebuild it.
    if (origin !== 'null') return origin
    const parsed = new URL(url)
    return `${parsed.protocol}//${parsed.host}`
  } catch {
    return null
  }
}

/** The one rule both handlers apply: only the app's origin, only what it needs. */
export function permissionAllowed(
  permission: string,
  requestingUrl: string | undefined,
  appOrigins: string[],
): boolean {
  const origin = originOf(requestingUrl)
  return origin !== null && appOrigins.includes(origin) && APP_PERMISSIONS.has(permission)
}

export function applyPermissionPolicy(target: Session, appOrigins: () => string[]): void {
  target.setPermissionRequestHandler((_contents, permission, callback, details) => {
    callback(permissionAllowed(permission, details.requestingUrl, appOrigins()))
  })
  target.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    permissionAllowed(permission, requestingOrigin, appOrigins()),
  )
}

/** The default session now, and any session created later (a partition, a popup's own). */
export function installPermissionPolicy(appOrigins: () => string[]): void {
  applyPermissionPolicy(session.defaultSession, appOrigins)
  app.on('session-created', (created: Session) => applyPermissionPolicy(created, appOrigins))
}
