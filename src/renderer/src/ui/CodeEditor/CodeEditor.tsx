/**
 * A code input: a plain textarea at once, upgraded in place to the bundled CodeMirror editor as soon
 * as its chunk has loaded (no Suspense, so the form is usable from the first paint and nothing typed
 * in between is lost: both write to the same value).
 */
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import type { CodeEditorHandle } from './codemirror'
import './CodeEditor.css'

/**
 * CodeMirror's chunk. The chunk loader (build/chunk-loader.js) fetches it once for every field and
 * forgets a failed fetch, so the next code field asks again.
 */
const loadCodeMirror = () => import('./codemirror')

export interface CodeEditorProps {
  id: string
  value: string
  language?: string
  readOnly: boolean
  ariaLabel?: string
  testId: string
  onChange: (text: string) => void
}

export function CodeEditor({ id, value, language, readOnly, ariaLabel, testId, onChange }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null)
  const editor = useRef<CodeEditorHandle | null>(null)
  const [upgraded, setUpgraded] = useState(false)
  // The editor is made once per field: it starts from the props of that moment and reports to the latest onChange.
  const startingProps = useEffectEvent(() => ({ doc: value, readOnly, ariaLabel }))
  const changed = useEffectEvent((text: string) => onChange(text))

  useEffect(() => {
    let cancelled = false
    void loadCodeMirror().then(
      ({ createCodeEditor }) => {
        if (cancelled || !host.current) return
        const { doc, readOnly, ariaLabel } = startingProps()
        editor.current = createCodeEditor(host.current, {
          doc,
          language,
          readOnly,
          onChange: (text) => changed(text),
          contentAttributes: { id, 'data-testid': testId, ...(ariaLabel ? { 'aria-label': ariaLabel } : {}) },
        })
        setUpgraded(true)
      },
      () => {
        // Not loaded: the field stays the plain text box, which edits the same value.
      },
    )
    return () => {
      cancelled = true
      editor.current?.destroy()
      editor.current = null
    }
  }, [language, id, testId])

  // Value and read-only follow the props.
  useEffect(() => editor.current?.setText(value), [value, upgraded])
  useEffect(() => editor.current?.setReadOnly(readOnly), [readOnly, upgraded])

  return (
    <div className="code-editor" data-language={language ?? 'plaintext'} data-upgraded={upgraded}>
      {!upgraded && (
        <textarea
          id={id}
          className="input code-editor__fallback"
          rows={3}
          spellCheck={false}
          value={value}
          disabled={readOnly}
          aria-label={ariaLabel}
          onChange={(e) => onChange(e.target.value)}
          data-testid={testId}
        />
      )}
      <div ref={host} className="code-editor__host" />
    </div>
  )
}
