/** The open document's edits waiting for another locale (features/document/session/locale-edits.ts), applied once it loads. */
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { FormStore } from '../../../core/form/form-store'
import { applyLocaleEdit, PendingLocaleEdits } from './locale-edits'

export function useLocaleEdits({
  form,
  locale,
  loaded,
  failed,
  onFailed,
}: {
  form: FormStore
  locale: string | undefined
  loaded: boolean
  /** The locale's load failed: the waiting edit is dropped. */
  failed: boolean
  onFailed: () => void
}): PendingLocaleEdits {
  const [pending] = useState(() => new PendingLocaleEdits())
  const onFailedRef = useRef(onFailed)
  useLayoutEffect(() => {
    onFailedRef.current = onFailed
  })
  useEffect(() => {
    if (loaded) {
      const edit = pending.take(locale)
      if (edit) applyLocaleEdit(form, edit)
    } else if (failed && pending.isWaitingFor(locale)) {
      pending.drop()
      onFailedRef.current()
    }
  }, [pending, form, locale, loaded, failed])
  return pending
}
