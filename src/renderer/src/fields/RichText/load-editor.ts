/**
 * Lexical loads with the first rich-text field, not with the app. Not React.lazy: a Suspense fallback
 * makes React hold the editor's reveal until 300 ms after the fallback first showed (its throttle for
 * Suspense retries), so a body whose chunk arrived in 50 ms still waited about 250 ms more. Here the
 * field shows its placeholder until the chunk is in, then renders the editor in an ordinary update.
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'

export type EditorModule = typeof import('./Editor')

/** The module once loaded, for a field drawn after that to render its editor at once. */
let loaded: EditorModule | undefined
/** The fields waiting for it: one field's Try again (or a link's preload) brings every field's editor. */
const waiting = new Set<() => void>()
const subscribe = (listener: () => void) => {
  waiting.add(listener)
  return () => void waiting.delete(listener)
}

/**
 * The editor's chunk. The chunk loader (build/chunk-loader.js) fetches it once for every caller and
 * forgets a failed fetch, so the next call (Try again, another field) asks again.
 */
export function loadRichTextEditor(): Promise<EditorModule> {
  return import('./Editor').then((module) => {
    if (!loaded) {
      loaded = module
      for (const listener of waiting) listener()
    }
    return module
  })
}

export type EditorLoad =
  { state: 'loading' } | { state: 'loaded'; editor: EditorModule } | { state: 'failed'; retry: () => void }

/** The editor's module for a field: at once if an earlier field loaded it, else once its chunk is in. */
export function useRichTextEditor(): EditorLoad {
  const editor = useSyncExternalStore(subscribe, () => loaded)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (editor) return
    let live = true
    loadRichTextEditor().catch(() => live && setFailed(true))
    return () => {
      live = false
    }
  }, [editor, attempt])
  const retry = useCallback(() => {
    setFailed(false)
    setAttempt((n) => n + 1)
  }, [])
  if (editor) return { state: 'loaded', editor }
  return failed ? { state: 'failed', retry } : { state: 'loading' }
}
