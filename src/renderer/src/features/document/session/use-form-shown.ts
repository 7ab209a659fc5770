import { useEffect, useState } from 'react'

/**
 * How long a loaded document waits for its own permissions before its form is drawn without them
 * (read-only, opening when the answer comes). Past this, reading it matters more than drawing it once.
 */
const PERMISSIONS_WAIT_MS = 1000

/**
 * Whether the form of a loaded document is drawn yet. Its own permissions decide what is read-only, and
 * every field reads that from the field context: a form drawn before them is drawn again, whole, once
 * they come (on the large post that second pass cost about 100 ms of a 330 ms open), and showed its
 * fields disabled in between. The two reads go out together, so the answer is seldom far behind the
 * document: the form waits for it, as Payload's admin renders its form with it, but a slow answer does
 * not hold the document back longer than PERMISSIONS_WAIT_MS. `documentKey` is the permissions'
 * `document` (the document and locale): another one waits for its own answer.
 */
export function useFormShown(loaded: boolean, permissionsKnown: boolean, documentKey: string): boolean {
  const [waitedFor, setWaitedFor] = useState<string | null>(null)
  const waiting = loaded && !permissionsKnown && waitedFor !== documentKey
  useEffect(() => {
    if (!waiting) return
    const timer = setTimeout(() => setWaitedFor(documentKey), PERMISSIONS_WAIT_MS)
    return () => clearTimeout(timer)
  }, [waiting, documentKey])
  return loaded && (permissionsKnown || waitedFor === documentKey)
}
