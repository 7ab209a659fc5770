/**
 * Whether this user may save, and publish, this very document (spec point 6), as Payload's admin
 * decides it: the collection's (or global's) permissions from `/access` until the document's own
 * answer comes, then that answer. A new document has no permissions of its own: create decides its
 * save, and the collection's access asked with `_status: 'published'` its publish.
 */
import { useEffect, useState } from 'react'
import { allowsDelete, allowsUpdate, docAccessRequest, invokeApi, type DocumentTarget } from '../lib/requests'
import { can, type AccessMap } from '../lib/schema'

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
  /** The document's own answer has come (or there is none to wait for). */
  settled: boolean
}

type Answer = { key: string; document: string; maySave: boolean; mayPublish: boolean; mayDelete: boolean }

export function useDocumentPermissions({
  target,
  isNew,
  access,
  visible,
  locale,
  language,
  revision,
}: PermissionsOptions): DocumentPermissions {
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
    const ask = (status: 'draft' | 'published') => invokeApi(docAccessRequest(target, { status, locale, language }))
    const draftAnswer = isNew ? Promise.resolve(null) : ask('draft')
    void Promise.all([draftAnswer, ask('published')]).then(([draft, published]) => {
      if (!live) return
      // Unanswered (the CMS is unreachable): the collection's permissions stand; a save then says why it failed.
      setAnswer({
        key,
        document,
        maySave: draft === null ? true : draft.ok ? allowsUpdate(draft.data) : true,
        mayPublish: published.ok ? allowsUpdate(published.data) : true,
        mayDelete: draft === null ? false : draft.ok ? allowsDelete(draft.data) : true,
      })
    })
    return () => {
      live = false
    }
    // The key names the document, locale and revision; language only words errors.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asks, key])

  if (!asks) return { maySave: general, mayPublish: general, mayDelete: generalDelete && visible, settled: true }
  // While a saved document is asked again, its previous answer stands (no control flickers back).
  const own = answer?.document === document ? answer : null
  return {
    maySave: general && (own?.maySave ?? true),
    mayPublish: general && (own?.mayPublish ?? true),
    mayDelete: generalDelete && (own?.mayDelete ?? true),
    settled: answer?.key === key,
  }
}
