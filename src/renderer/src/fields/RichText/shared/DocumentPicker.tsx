/**
 * The dialogs choosing what to embed: a relationship's document, searched by title as one types (also an
 * internal link's), or an upload, chosen in the media library.
 */
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { $getSelection, $setSelection, type BaseSelection } from 'lexical'
import { useEffect, useId, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { Dialog } from '@renderer/ui/Modal/Dialog'
import { useFieldContext } from '@renderer/fields/common/context'
import { optionTitle } from '@renderer/fields/common/related-lookup'
import { invokeApi, relatedSearchRequest, relatedTitleField } from '@renderer/core/requests'
import { can, findEntity, singularLabel } from '@renderer/core/schema/schema'
import { useRichTextSettings } from '../config'
import {
  useDocumentDrawer,
  type DocumentDrawerProps,
  type RenderDocumentDrawer,
} from '@renderer/fields/common/document-drawer'
import { useSchemaStore } from '@renderer/core/stores/schema-store'
import { useEditorSettled } from './use-editor-settled'
import { INSERT_RELATIONSHIP_COMMAND, INSERT_UPLOAD_COMMAND, type EmbedKind } from './commands'
import './drawer.css'
import './picker.css'
import { DrawerHeader } from '../../../ui/Modal/DrawerHeader'
import { Select } from '../../../ui/Select/Select'
import { MediaLibrary } from '../../media/MediaLibrary/MediaLibrary'

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
  returnFocus,
}: {
  collections: string[]
  onPick: (relationTo: string, id: string | number) => void
  onClose: () => void
  title: string
  returnFocus?: (opener: HTMLElement | null) => void
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
      returnFocus={returnFocus}
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

/**
 * The selection when a picker opened, and a way back to it: focus returns to the editor at the caret
 * (after the inserted node when something was chosen, where it was when the picker was closed).
 */
function useCaretReturn() {
  const [editor] = useLexicalComposerContext()
  const saved = useRef<BaseSelection | null>(null)
  const inserted = useRef(false)
  const settled = useEditorSettled()
  useEffect(() => {
    if (settled) saved.current = editor.getEditorState().read(() => $getSelection()?.clone() ?? null)
  }, [editor, settled])
  const back = () => {
    const selection = saved.current
    if (!inserted.current && selection)
      editor.update(() => {
        if (selection.getNodes().every((node) => node.isAttached())) $setSelection(selection.clone())
      })
    editor.focus()
  }
  /** Something was inserted: the caret stays after it. */
  const markInserted = () => {
    inserted.current = true
  }
  return { back, markInserted, settled }
}

/**
 * An upload chosen in the media library (the one upload fields open), of the collections the editor
 * allows; or a new file made from there in the document drawer, inserted once it is saved.
 */
function UploadLibrary({ onClose }: { onClose: () => void }) {
  const [editor] = useLexicalComposerContext()
  const { schema, locale } = useFieldContext()
  const settings = useRichTextSettings()
  const renderDrawer = useDocumentDrawer()
  const access = useSchemaStore((s) => s.access)
  const [creating, setCreating] = useState<string | null>(null)
  const { back, markInserted, settled } = useCaretReturn()
  if (!settled) return null
  const creatable = (slug: string) => can(access, 'collection', slug, 'create')
  const insert = (relationTo: string, value: string | number) => {
    markInserted()
    editor.dispatchCommand(INSERT_UPLOAD_COMMAND, { relationTo, value })
    onClose()
  }
  return (
    <>
      <MediaLibrary
        schema={schema}
        path="rich-text"
        relationTo={settings.uploadCollections}
        multiple={false}
        filter={undefined}
        exclude={NOTHING}
        returnFocus={back}
        onClose={onClose}
        onCreate={
          renderDrawer && !settings.readOnly && settings.uploadCollections.some(creatable) ? setCreating : undefined
        }
        onChoose={([chosen]) => (chosen ? insert(chosen.slug, chosen.item.doc.id as string | number) : onClose())}
      />
      {renderDrawer && creating && (
        <DrawerHost
          render={renderDrawer}
          slug={creating}
          id={null}
          locale={locale}
          onSaved={(doc, created) => created && insert(creating, doc.id as string | number)}
          onClose={() => setCreating(null)}
        />
      )}
    </>
  )
}

/** The drawer the document's screen renders, opened from the library. */
function DrawerHost({ render, ...props }: DocumentDrawerProps & { render: RenderDocumentDrawer }) {
  return render(props)
}

const NOTHING: ReadonlySet<string> = new Set()

/** The picker for a relationship to insert at the selection (documents searched by title). */
function RelationshipPicker({ onClose }: { onClose: () => void }) {
  const [editor] = useLexicalComposerContext()
  const { t } = useFieldContext()
  const settings = useRichTextSettings()
  const { back, markInserted, settled } = useCaretReturn()
  if (!settled) return null
  return (
    <DocumentPicker
      title={t('folio:richText-relationship')}
      collections={settings.relationshipCollections}
      onClose={onClose}
      returnFocus={back}
      onPick={(relationTo, value) => {
        markInserted()
        editor.dispatchCommand(INSERT_RELATIONSHIP_COMMAND, { relationTo, value })
        onClose()
      }}
    />
  )
}

/** The picker for an upload or a relationship to insert at the selection (toolbar and slash menu). */
export function EmbedPicker({ kind, onClose }: { kind: EmbedKind | null; onClose: () => void }) {
  if (!kind) return null
  return createPortal(
    kind === 'upload' ? <UploadLibrary onClose={onClose} /> : <RelationshipPicker onClose={onClose} />,
    document.body,
  )
}
