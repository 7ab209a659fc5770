/**
 * Whether this user may save, and publish, this very document (spec point 6), as Payload's admin
 * decides it. The collection's (or global's) permissions from `/access` are where it starts: without
 * them nothing is asked and nothing offered. With them, the document's own answer is waited for
 * before Save or Publish is offered (Payload's admin renders the form with it), so no control shows
 * for a moment only to vanish; the edit view prefetches that answer with the document
 * (first-requests.ts). A new document has no permissions of its own: create decides its save, and
 * the collection's access asked with `_status: 'published'` its publish. When the document's answer
 * fails, the editor is told, and the collection's permissions stand.
 */
import { useEffect, useState } from 'react'
import { useT } from '../../../core/i18n/i18n-store'
import { apiErrorText } from '../../../core/i18n/api-error-text'
import { fieldPermissionsOf, type FieldPermissions } from '../../../core/schema/field-permissions'
import {
  allowsDelete,
  allowsUpdate,
  documentAccessRequests,
  invokeApi,
  type DocumentTarget,
} from '../../../core/requests'
import { can, type AccessMap } from '../../../core/schema/schema'
import { toast } from '../../../core/stores/toast-store'

export interface PermissionsOptions {
  target: DocumentTarget
  isNew: boolean
  access: AccessMap | null
  /** Known and readable: otherwise nothing is asked. */
  visible: boolean
  locale?: string
  language: string
  /** Bumped after each save: the saved document may answer differently (its owner, its status). */
  revision: number
}

export interface DocumentPermissions {
  /** Save permission: update of this document (create for a new one). */
  maySave: boolean
  /** Publish permission: update of this document with `_status: 'published'`. */
  mayPublish: boolean
  /** Delete permission for this document (never for a new one). */
  mayDelete: boolean
  /** The document's own answer has come, or failed (or there is none to wait for). */
  settled: boolean
  /**
   * This document's own answer has come once (for any revision), or there is none to ask: what its form
   * can first render with, so that it is not drawn read-only and redrawn a moment later.
   */
  known: boolean
  /**
   * Whether the opening call takes the lock: yes while the answer is out (the call goes with the
   * document, before it; the server refuses a lock to a user who may not update), no once refused.
   */
  mayLock: boolean
  /** Field-level access for the save: each field's create (new document) or update permission. */
  fields: FieldPermissions
  /** The document and locale these permissions are for: another one waits for its own answer. */
  document: string
}

type Answer = {
  key: string
  document: string
  maySave: boolean
  mayPublish: boolean
  mayDelete: boolean
  fields: FieldPermissions
}

export function useDocumentPermissions({
  target,
  isNew,
  access,
  visible,
  locale,
  language,
  revision,
}: PermissionsOptions): DocumentPermissions {
  const t = useT()
  const general = isNew
    ? can(access, 'collection', target.slug, 'create')
    : can(access, target.kind, target.slug, 'update')
  const generalDelete = !isNew && can(access, target.kind, target.slug, 'delete')
  const asks = visible && general
  const document = `${target.kind}:${target.slug}/${target.id ?? ''}@${locale ?? ''}`
  const key = `${document}#${revision}`
  const [answer, setAnswer] = useState<Answer | null>(null)

  useEffect(() => {
    if (!asks) return
    let live = true
    const requests = documentAccessRequests(target, { locale, language })
    const draftAnswer = requests.access ? invokeApi(requests.access) : Promise.resolve(null)
    void Promise.all([draftAnswer, invokeApi(requests.publishedAccess)]).then(([draft, published]) => {
      if (!live) return
      // Unanswered: the collection's permissions stand, and the editor is told they could not be checked.
      const failed = [draft, published].find((a) => a !== null && !a.ok)
      if (failed && !failed.ok) toast.error(t('folio:permissionsFailed', { reason: apiErrorText(failed.error, t) }))
      setAnswer({
        key,
        document,
        maySave: isNew || draft === null || !draft.ok || allowsUpdate(draft.data),
        mayPublish: !published.ok || allowsUpdate(published.data),
        mayDelete: !isNew && draft !== null && (!draft.ok || allowsDelete(draft.data)),
        // A new document is asked about at the collection's path: its fields' create answers come with it.
        fields: fieldPermissionsOf(draft === null ? published.ok && published.data : draft.ok && draft.data),
      })
    })
    return () => {
      live = false
    }
    // The key names the document, locale and revision; language and t only word errors.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asks, key])

  if (!asks)
    return {
      maySave: general,
      mayPublish: general,
      mayDelete: generalDelete && visible,
      settled: true,
      known: true,
      mayLock: general,
      fields: true,
      document,
    }
  // Until the document's first answer, nothing it may refuse is offered (a new document's save is
  // create's); while a saved document is asked again, its previous answer stands (no flicker).
  const own = answer?.document === document ? answer : null
  return {
    maySave: general && (own ? own.maySave : isNew),
    mayPublish: general && (own?.mayPublish ?? false),
    mayDelete: generalDelete && (own?.mayDelete ?? false),
    settled: answer?.key === key,
    known: own !== null,
    mayLock: general && (own?.maySave ?? true),
    fields: own?.fields ?? true,
    document,
  }
}
