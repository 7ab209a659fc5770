/**
 * False until the frame after mounting: a dialog opened from the editor (a slash-menu option, a toolbar
 * button) waits for it. Lexical commits the update that came with the opening (the typed "/upload" taken
 * out, the focus given back to the text) a moment later and writes its selection to the page then;
 * an input that already had the focus would keep it, but its typing would go nowhere.
 */
import { useEffect, useState } from 'react'

export function useEditorSettled(): boolean {
  const [settled, setSettled] = useState(false)
  useEffect(() => {
    const frame = requestAnimationFrame(() => setSettled(true))
    return () => cancelAnimationFrame(frame)
  }, [])
  return settled
}
