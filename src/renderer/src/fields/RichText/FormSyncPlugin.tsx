/**
 * Keeps the editor and the form store in step without serializing on every keystroke: an edit marks
 * the value dirty and it is written after a pause (or at once when the form flushes for a save).
 * A value the store gets from elsewhere (load, restore, recovered draft) replaces the editor's.
 */
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { HISTORY_MERGE_TAG } from 'lexical'
import { useEffect } from 'react'
import type { FormStore } from '../../core/form/form-store'
import { sameRichText } from './same-content'

/** Idle time after the last edit before the value is written to the form. */
export const WRITE_DELAY_MS = 300
export const LOAD_TAG = 'folio-load'

/** What a cleared field shows: one empty paragraph. */
export const EMPTY_STATE = {
  root: {
    children: [
      {
        children: [],
        direction: null,
        format: '',
        indent: 0,
        type: 'paragraph',
        version: 1,
        textFormat: 0,
        textStyle: '',
      },
    ],
    direction: null,
    format: '',
    indent: 0,
    type: 'root',
    version: 1,
  },
}

export const isEditorState = (value: unknown): value is { root: { type: 'root'; children: unknown[] } } =>
  typeof value === 'object' && value !== null && 'root' in value && typeof value.root === 'object'

/** `loadsContent`: the composer was left empty for this plugin to load the field's content. */
export function FormSyncPlugin({ form, path, loadsContent }: { form: FormStore; path: string; loadsContent: boolean }) {
  const [editor] = useLexicalComposerContext()

  useEffect(() => {
    // The value the editor shows: what it loaded or last wrote (compared by identity first).
    let shown: unknown = form.getValue(path)
    // The composer starts empty when there is content (Editor.tsx); should the value have been cleared
    // since, the editor still gets its empty paragraph. Merged into history, so that an undo never goes
    // back to the empty editor; the update listener below skips it (it follows an empty state).
    if (loadsContent && editor.getEditorState().isEmpty())
      editor.setEditorState(editor.parseEditorState(JSON.stringify(isEditorState(shown) ? shown : EMPTY_STATE)), {
        tag: HISTORY_MERGE_TAG,
      })
    let dirty = false
    let timer: ReturnType<typeof setTimeout> | undefined
    // The loaded content as this editor exports it. Lexical normalizes on load (merging text nodes,
    // plugin transforms); content that is still the same is not written, so an untouched body is
    // saved back exactly as the server sent it.
    let baseline: string | null = null
    const takeBaseline = () => {
      baseline = JSON.stringify(editor.getEditorState().toJSON())
    }
    let baselineTimer: ReturnType<typeof setTimeout> | undefined = setTimeout(takeBaseline, 0)
    // The shown value is still the one loaded (this editor has written nothing since). Lexical may
    // merge its text nodes after the baseline was taken (a busy machine delays the timer past that);
    // the content is then still the same, and the server's bytes stay.
    let loadedShown = true

    const flush = () => {
      if (!dirty) return
      dirty = false
      clearTimeout(timer)
      const json = editor.getEditorState().toJSON()
      if (shown === form.getValue(path)) {
        if (baseline !== null && JSON.stringify(json) === baseline) return
        if (loadedShown && sameRichText(json, shown)) return
      }
      baseline = null
      loadedShown = false
      shown = json
      form.setValue(path, json)
    }

    const offUpdate = editor.registerUpdateListener(({ dirtyElements, dirtyLeaves, tags, prevEditorState }) => {
      if (tags.has(LOAD_TAG) || prevEditorState.isEmpty()) return
      // Selection moves change nothing to save.
      if (dirtyElements.size === 0 && dirtyLeaves.size === 0) return
      dirty = true
      clearTimeout(timer)
      timer = setTimeout(flush, WRITE_DELAY_MS)
    })

    const offFlush = form.registerFlusher(flush)

    const offStore = form.subscribe(path, () => {
      const value = form.getValue(path)
      if (value === shown) return
      // Same content under a new identity (e.g. the saved document coming back): keep the caret.
      if (JSON.stringify(value) === JSON.stringify(shown)) return void (shown = value)
      shown = value
      loadedShown = true
      dirty = false
      clearTimeout(timer)
      clearTimeout(baselineTimer)
      baselineTimer = setTimeout(takeBaseline, 0)
      editor.setEditorState(editor.parseEditorState(JSON.stringify(isEditorState(value) ? value : EMPTY_STATE)), {
        tag: LOAD_TAG,
      })
    })

    return () => {
      // Write what is pending before the editor goes away (e.g. switching tabs).
      flush()
      offUpdate()
      offFlush()
      offStore()
      clearTimeout(timer)
      clearTimeout(baselineTimer)
    }
  }, [editor, form, path, loadsContent])

  return null
}
