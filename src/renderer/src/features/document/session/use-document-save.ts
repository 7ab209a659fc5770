/**
 * The view's side of the document's writes (document-session.ts): one session per mounted view, fed
 * the render's options at each write, its state read through useSyncExternalStore. Save keeps one
 * identity across renders (Cmd/Ctrl+S binds it once).
 */
import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react'
import { createDocumentSession, type SaveOptions } from './document-session'

export { newerOnServer, type Conflict, type ConflictResolution, type SaveOptions } from './document-session'

export function useDocumentSave(options: SaveOptions) {
  const [session] = useState(() => createDocumentSession({ options }))
  useLayoutEffect(() => session.setOptions(options))
  // The view goes: a save waiting for the sign-in goes with it.
  useEffect(() => () => session.dispose(), [session])
  const { saving, unpublishing, conflict } = useSyncExternalStore(session.subscribe, session.getSnapshot)
  const { save, unpublish, resolveConflict, autosaveConflict } = session
  return { save, saving, unpublish, unpublishing, conflict, resolveConflict, autosaveConflict }
}
