/** Upload and relationship nodes: a card with the document's collection and title (fetched), and remove. */
import { Button } from '@renderer/ui/Button/Button'
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { useLexicalEditable } from '@lexical/react/useLexicalEditable'
import { $getNodeByKey } from 'lexical'
import { findEntity, singularLabel } from '@renderer/core/schema/schema'
import { useFieldContext } from '@renderer/fields/common/context'
import { useRichTextSettings } from '../../config'
import { $isRelationshipNode, $isUploadNode, type RelationshipNode, type UploadNode } from '../../nodes'
import { useDocTitle } from '../../shared/use-doc-title'
import { useImagePreview } from '@renderer/core/lib/use-image-preview'
import { ServerImage } from '@renderer/ui/ServerImage/ServerImage'
import './embeds.css'

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
  // 48px square (embeds.css)
  const thumb = useImagePreview(
    kind === 'upload' && doc && typeof doc.mimeType === 'string' && doc.mimeType.startsWith('image/') ? doc : null,
    48,
  )
  return (
    <div className={`rt-embed rt-embed--${kind}`} data-testid={`rich-text-${kind}`}>
      {/* An upload's card keeps the thumbnail's room while it loads: text below does not jump under the caret. */}
      {thumb ? (
        <ServerImage className="rt-embed__thumb" src={thumb} alt="" />
      ) : (
        kind === 'upload' && <span className="rt-embed__thumb rt-embed__thumb--empty" aria-hidden="true" />
      )}
      <div className="rt-embed__text">
        <span className="rt-embed__collection">{entity ? singularLabel(entity, language) : relationTo}</span>
        <span className="rt-embed__title">{title}</span>
      </div>
      {editable && (
        <Button variant="danger" size="small" disabled={settings.readOnly} onClick={remove}>
          {t('general:remove')}
        </Button>
      )}
    </div>
  )
}

export const UploadComponent = ({ node }: { node: UploadNode }) => <EmbedCard node={node} kind="upload" />
export const RelationshipComponent = ({ node }: { node: RelationshipNode }) => (
  <EmbedCard node={node} kind="relationship" />
)
