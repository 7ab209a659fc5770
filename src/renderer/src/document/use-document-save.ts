/**
 * Saving one document: publish, save a draft or a plain save, after checking that nobody saved a
 * newer copy since it was loaded (the editor chooses then), and Unpublish. Autosave lives in
 * use-autosave.ts; both report the server's new updatedAt through `saved`.
 */
import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react'
import type { ApiResult } from '@shared/api'
import type { Translate } from '../i18n/translate'
import type { FormStore } from '../lib/form/form-store'
import {
  freshnessRequest,
  invokeApi,
  saveRequest,
  savedDocument,
  savedMessage,
  unpublishRequest,
  type DocumentTarget,
  type SaveMode,
} from '../lib/requests'
import { toast } from '../stores/toast-store'

export interface SaveOptions {
  form: FormStore
  target: DocumentTarget
  canSave: boolean
  drafts: boolean
  locale?: string
  language: string
  t: Translate
  baseUpdatedAtRef: RefObject<string | null>
  /** The document as Payload's REST API takes it back. */
  body: () => Record<string, unknown>
  /** Resolves once no autosave is out: its answer moves updatedAt. */
  whenAutosaveIdle: () => Promise<void>
  /** Drafts may be saved incomplete, as in Payload; publishing and plain saves must be valid. */
  validateForSubmit: () => boolean
  /** A write was refused with 423: someone else holds the lock. */
  onLocked: () => void
  /** A write landed: the server's copy of the document. */
  saved: (doc: Record<string, unknown> | undefined, how: SaveMode | 'unpublish') => void
}

export interface Conflict {
  mode: SaveMode
  /** The server copy's updatedAt. */
  updatedAt: string
}

export function useDocumentSave(options: SaveOptions) {
  const [saving, setSaving] = useState<SaveMode | null>(null)
  const [unpublishing, setUnpublishing] = useState(false)
  /** Set when the server's copy changed since it was loaded: the editor chooses before anything is overwritten. */
  const [conflict, setConflict] = useState<Conflict | null>(null)
  // Read at call time, so save keeps one identity across renders (Cmd/Ctrl+S binds it once).
  const latest = useRef(options)
  useLayoutEffect(() => {
    latest.current = options
  })
  const busy = useRef(false)

  const failed = useCallback((result: Extract<ApiResult, { ok: false }>, message: string) => {
    const { form, onLocked } = latest.current
    form.setErrors(result.error.fieldErrors ?? [])
    toast.error(message)
    if (result.error.kind === 'locked') onLocked()
  }, [])

  const save = useCallback(
    async (mode: SaveMode, overwrite = false) => {
      const o = latest.current
      if (!o.canSave || busy.current) return
      busy.current = true
      try {
        await o.whenAutosaveIdle()
        const base = o.baseUpdatedAtRef.current
        if (o.target.id && !overwrite && base) {
          const server = await invokeApi(freshnessRequest(o.target, o.drafts))
          const updatedAt = server.ok ? String((server.data as { updatedAt?: string }).updatedAt ?? '') : ''
          if (updatedAt && updatedAt !== base) return setConflict({ mode, updatedAt })
        }
        if (mode !== 'draft' && !o.validateForSubmit()) return void toast.error(o.t('error:correctInvalidFields'))
        setSaving(mode)
        const result = await invokeApi(
          saveRequest(o.target, o.body(), { mode, drafts: o.drafts, locale: o.locale, language: o.language }),
        )
        if (!result.ok) return failed(result, result.error.message)
        o.form.setErrors([])
        toast.success(savedMessage(result.data) ?? o.t('general:updatedSuccessfully'))
        o.saved(savedDocument(result.data), mode)
      } finally {
        busy.current = false
        setSaving(null)
      }
    },
    [failed],
  )

  const unpublish = useCallback(async (): Promise<boolean> => {
    const o = latest.current
    setUnpublishing(true)
    try {
      const result = await invokeApi(unpublishRequest(o.target, { locale: o.locale, language: o.language }))
      if (!result.ok) {
        toast.error(o.t('error:unPublishingDocument'))
        return false
      }
      toast.success(o.t('version:unpublishedSuccessfully'))
      o.saved(savedDocument(result.data), 'unpublish')
      return true
    } finally {
      setUnpublishing(false)
    }
  }, [])

  const resolveConflict = useCallback(
    (choice: 'cancel' | 'overwrite') => {
      const mode = conflict?.mode
      setConflict(null)
      if (choice === 'overwrite' && mode) void save(mode, true)
    },
    [conflict, save],
  )

  return { save, saving, unpublish, unpublishing, conflict, resolveConflict }
}
