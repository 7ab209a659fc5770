/**
 * The code editor itself (CodeMirror 6), loaded on demand so it costs nothing until a code or JSON
 * field is shown. Bundled with the app: no CDN, unlike Payload's Monaco loader.
 *
 * Settings are those of Payload's code field editor: minimum height 56, line height 18 plus 2, tab
 * size 2, word wrap on, no minimap (CodeMirror has none).
 */
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands'
import { css } from '@codemirror/lang-css'
import { html } from '@codemirror/lang-html'
import { javascript } from '@codemirror/lang-javascript'
import { json } from '@codemirror/lang-json'
import {
  bracketMatching,
  defaultHighlightStyle,
  indentUnit,
  syntaxHighlighting,
  type LanguageSupport,
} from '@codemirror/language'
import { Compartment, EditorState, type Extension } from '@codemirror/state'
import { EditorView, keymap, lineNumbers } from '@codemirror/view'

export const CODE_EDITOR_TAB_SIZE = 2
export const CODE_EDITOR_LINE_HEIGHT = 18 + 2
export const CODE_EDITOR_MIN_HEIGHT = 56

/** Payload's `admin.language` takes Monaco's language ids; these are the ones with highlighting here. */
export function languageSupport(language: string | undefined): LanguageSupport | null {
  switch ((language ?? '').toLowerCase()) {
    case 'json':
      return json()
    case 'javascript':
    case 'js':
      return javascript()
    case 'jsx':
      return javascript({ jsx: true })
    case 'typescript':
    case 'ts':
      return javascript({ typescript: true })
    case 'tsx':
      return javascript({ typescript: true, jsx: true })
    case 'html':
      return html()
    case 'css':
    case 'scss':
    case 'less':
      return css()
    default:
      return null
  }
}

const theme = EditorView.theme({
  '&': { minHeight: `${CODE_EDITOR_MIN_HEIGHT}px`, fontSize: '13px' },
  '.cm-scroller': {
    fontFamily: 'var(--font-mono)',
    lineHeight: `${CODE_EDITOR_LINE_HEIGHT}px`,
    minHeight: `${CODE_EDITOR_MIN_HEIGHT}px`,
  },
  '.cm-gutters': { background: 'var(--theme-elevation-50)', color: 'var(--theme-elevation-500)', border: 'none' },
  '&.cm-focused': { outline: 'none' },
})

export interface CodeEditorOptions {
  doc: string
  language?: string
  readOnly: boolean
  onChange(text: string): void
  /** Attributes for the editable element: id, aria-label, data-testid. */
  contentAttributes: Record<string, string>
}

export interface CodeEditorHandle {
  /** Replaces the text when it changed from outside (a loaded document, a restored draft). */
  setText(text: string): void
  setReadOnly(readOnly: boolean): void
  destroy(): void
}

export function createCodeEditor(parent: HTMLElement, options: CodeEditorOptions): CodeEditorHandle {
  const editable = new Compartment()
  const readOnlyState = (readOnly: boolean): Extension => [
    EditorView.editable.of(!readOnly),
    EditorState.readOnly.of(readOnly),
  ]
  const support = languageSupport(options.language)
  // Set while we write text from outside, so it is not echoed back as an edit.
  let applyingExternal = false
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: options.doc,
      extensions: [
        lineNumbers(),
        history(),
        bracketMatching(),
        syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
        EditorState.tabSize.of(CODE_EDITOR_TAB_SIZE),
        indentUnit.of(' '.repeat(CODE_EDITOR_TAB_SIZE)),
        EditorView.lineWrapping,
        // Tab indents; Escape then Tab leaves the editor (CodeMirror's keyboard escape hatch).
        keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
        EditorView.contentAttributes.of(options.contentAttributes),
        editable.of(readOnlyState(options.readOnly)),
        theme,
        support ?? [],
        EditorView.updateListener.of((update) => {
          if (update.docChanged && !applyingExternal) options.onChange(update.state.doc.toString())
        }),
      ],
    }),
  })
  return {
    setText(text) {
      const current = view.state.doc.toString()
      if (text === current) return
      applyingExternal = true
      try {
        view.dispatch({ changes: { from: 0, to: current.length, insert: text } })
      } finally {
        applyingExternal = false
      }
    },
    setReadOnly(readOnly) {
      view.dispatch({ effects: editable.reconfigure(readOnlyState(readOnly)) })
    },
    destroy: () => view.destroy(),
  }
}
