/** Upload and relationship nodes: a card with the document's title (fetched), and a document picker. */
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { useLexicalEditable } from '@lexical/react/useLexicalEditable'
import { $getNodeByKey } from 'lexical'
import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { invokeApi, relatedSearchRequest } from '@renderer/lib/requests'
import { findEntity, singularLabel, useAsTitle } from '@renderer/lib/schema'
import { useFieldContext } from '@renderer/fields/context'
import { useRichTextSettings } from '../../config'
import { $isRelationshipNode, $isUploadNode, type RelationshipNode, type UploadNode } from '../../nodes'
import { relatedDocsOf, relatedTitle } from '@renderer/fields/related-lookup'
import { insertRelationship, insertUpload } from '../toolbar/actions'
import './embeds.css'

type Doc = Record<string, unknown> & { id: string | number }

/** The embedded document, looked up with the form's other relations (one batched request per collection). */
function useDocTitle(relationTo: string, id: string | number): { title: string; doc: Doc | null } {
  const { schema, form } = useFieldContext()
  const [doc, setDoc] = useState<Doc | null>(null)
  useEffect(() => {
    let current = true
    void relatedDocsOf(form, schema)
      .get(relationTo, id)
      .then((found) => current && setDoc(found))
    return () => {
      current = false
    }
  }, [form, schema, relationTo, id])
  const title = doc ? relatedTitle(schema, relationTo, doc) : String(id)
  return { title, doc }
}

function EmbedCard({ node, kind }: { node: UploadNode | RelationshipNode; kind: 'upload' | 'relationship' }) {
  const [editor] = useLexicalComposerContext()
  const editable = useLexicalEditable()
  const { schema, language, t } = useFieldContext()
  const settings = useRichTextSettings()
  const { relationTo, value } = node.__data
  const { title, doc } = useDocTitle(relationTo, value)
  const entity = findEntity(schema, 'collection', relationTo)
  const key = node.getKey()
  const remove = () =>
    editor.update(() => {
      const current = $getNodeByKey(key)
      if ($isUploadNode(current) || $isRelationshipNode(current)) current.remove()
    })
  const thumb =
    kind === 'upload' && doc && typeof doc.mimeType === 'string' && doc.mimeType.startsWith('image/')
      ? String(doc.thumbnailURL ?? doc.url ?? '')
      : ''
  return (
    <div className={`rt-embed rt-embed--${kind}`} data-testid={`rich-text-${kind}`}>
      {thumb && <img className="rt-embed__thumb" src={thumb} alt="" />}
      <div className="rt-embed__text">
        <span className="rt-embed__collection">{entity ? singularLabel(entity, language) : relationTo}</span>
        <span className="rt-embed__title">{title}</span>
      </div>
      {editable && (
        <button type="button" className="btn btn--small" disabled={settings.readOnly} onClick={remove}>
          {t('general:remove')}
        </button>
      )}
    </div>
  )
}

export const UploadComponent = ({ node }: { node: UploadNode }) => <EmbedCard node={node} kind="upload" />
export const RelationshipComponent = ({ node }: { node: RelationshipNode }) => (
  <EmbedCard node={node} kind="relationship" />
)

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
  const [docs, setDocs] = useState<Doc[]>([])
  const entity = findEntity(schema, 'collection', slug)
  const titleField = entity ? useAsTitle(entity) : 'id'
  useEffect(() => {
    let current = true
    const timer = setTimeout(
      async () => {
        const result = await invokeApi(relatedSearchRequest(slug, titleField, search, { summary: false }))
        if (current) setDocs(result.ok ? ((result.data as { docs: Doc[] }).docs ?? []) : [])
      },
      search ? 250 : 0,
    )
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [slug, search, titleField])
  return (
    <div className="block-drawer__backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        className="block-drawer"
        role="dialog"
        aria-modal="true"
        aria-label={title}
        data-testid="document-picker"
        onKeyDown={(e) => e.key === 'Escape' && onClose()}
      >
        <header className="block-drawer__header">
          <h2 className="block-drawer__title">{title}</h2>
          <button type="button" className="block-drawer__close" aria-label={t('general:close')} onClick={onClose}>
            ×
          </button>
        </header>
        {collections.length > 1 && (
          <select aria-label={t('general:collection')} value={slug} onChange={(e) => setSlug(e.target.value)}>
            {collections.map((c) => {
              const ent = findEntity(schema, 'collection', c)
              return (
                <option key={c} value={c}>
                  {ent ? singularLabel(ent, language) : c}
                </option>
              )
            })}
          </select>
        )}
        <input
          className="rt-picker__search"
          type="search"
          aria-label={t('general:search')}
          placeholder={t('general:search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          autoFocus
        />
        <ul className="rt-picker__list">
          {docs.map((doc) => (
            <li key={String(doc.id)}>
              <button type="button" className="rt-picker__item" onClick={() => onPick(slug, doc.id)}>
                {String(doc[titleField] ?? doc.filename ?? doc.id)}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}

/** The picker for an upload or a relationship to insert at the selection (toolbar and slash menu). */
export function EmbedPicker({ kind, onClose }: { kind: 'upload' | 'relationship' | null; onClose: () => void }) {
  const [editor] = useLexicalComposerContext()
  const { t } = useFieldContext()
  const settings = useRichTextSettings()
  if (!kind) return null
  return createPortal(
    <DocumentPicker
      title={t(kind === 'upload' ? 'folio:richText-upload' : 'folio:richText-relationship')}
      collections={kind === 'upload' ? settings.uploadCollections : settings.relationshipCollections}
      onClose={onClose}
      onPick={(relationTo, id) => {
        if (kind === 'upload') insertUpload(editor, relationTo, id)
        else insertRelationship(editor, relationTo, id)
        onClose()
      }}
    />,
    document.body,
  )
}
