/** The dialog listing documents to embed as an upload or relationship node, searched by title as one types. */
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { useEffect, useId, useState } from 'react'
import { createPortal } from 'react-dom'
import { Dialog } from '@renderer/ui/Modal/Dialog'
import { useFieldContext } from '@renderer/fields/common/context'
import { optionTitle } from '@renderer/fields/common/related-lookup'
import { invokeApi, relatedSearchRequest, relatedTitleField } from '@renderer/core/requests'
import { findEntity, singularLabel } from '@renderer/core/schema/schema'
import { useRichTextSettings } from '../config'
import { INSERT_RELATIONSHIP_COMMAND, INSERT_UPLOAD_COMMAND, type EmbedKind } from './commands'
import './drawer.css'
import './picker.css'
import { DrawerHeader } from '../../../ui/Modal/DrawerHeader'
import { Select } from '../../../ui/Select/Select'

type Doc = Record<string, unknown> & { id: string | number }

/** Typing waits this long before the search is sent. */
const SEARCH_DELAY_MS = 250

function useDocumentSearch(slug: string, titleField: string, search: string): Doc[] {
  const [docs, setDocs] = useState<Doc[]>([])
  useEffect(() => {
    let current = true
    const timer = setTimeout(
      () =>
        void invokeApi(relatedSearchRequest(slug, titleField, search, { summary: false })).then(
          (result) => current && setDocs(result.ok ? ((result.data as { docs: Doc[] }).docs ?? []) : []),
        ),
      search ? SEARCH_DELAY_MS : 0,
    )
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [slug, search, titleField])
  return docs
}

/** Lists documents of the offered collections; choosing one calls onPick. */
export function DocumentPicker({
  collections,
  onPick,
  onClose,
  title,
}: {
  collections: string[]
  onPick: (relationTo: string, id: string | number) => void
  onClose: () => void
  title: string
}) {
  const { schema, language, t } = useFieldContext()
  const [slug, setSlug] = useState(collections[0]!)
  const [search, setSearch] = useState('')
  const titleField = relatedTitleField(schema, slug)
  const docs = useDocumentSearch(slug, titleField, search)
  const titleId = useId()
  return (
    <Dialog
      variant="drawer"
      className="block-drawer"
      labelledBy={titleId}
      testId="document-picker"
      onCancel={onClose}
      initialFocus=".rt-picker__search"
    >
      <DrawerHeader block="block-drawer" titleId={titleId} onClose={onClose}>
        {title}
      </DrawerHeader>
      {collections.length > 1 && (
        <Select
          label={t('folio:collection')}
          value={slug}
          options={collections.map((c) => {
            const entity = findEntity(schema, 'collection', c)
            return { value: c, label: entity ? singularLabel(entity, language) : c }
          })}
          onChange={setSlug}
          testId="document-picker-collection"
        />
      )}
      <input
        className="rt-picker__search"
        type="search"
        dir="auto"
        aria-label={t('folio:search')}
        placeholder={t('folio:search')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <ul className="rt-picker__list">
        {docs.map((doc) => (
          <li key={String(doc.id)}>
            <button type="button" className="rt-picker__item" onClick={() => onPick(slug, doc.id)}>
              {optionTitle(doc, titleField)}
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  )
}

/** The picker for an upload or a relationship to insert at the selection (toolbar and slash menu). */
export function EmbedPicker({ kind, onClose }: { kind: EmbedKind | null; onClose: () => void }) {
  const [editor] = useLexicalComposerContext()
  const { t } = useFieldContext()
  const settings = useRichTextSettings()
  if (!kind) return null
  return createPortal(
    <DocumentPicker
      title={t(kind === 'upload' ? 'folio:richText-upload' : 'folio:richText-relationship')}
      collections={kind === 'upload' ? settings.uploadCollections : settings.relationshipCollections}
      onClose={onClose}
      onPick={(relationTo, value) => {
        editor.dispatchCommand(kind === 'upload' ? INSERT_UPLOAD_COMMAND : INSERT_RELATIONSHIP_COMMAND, {
          relationTo,
          value,
        })
        onClose()
      }}
    />,
    document.body,
  )
}
