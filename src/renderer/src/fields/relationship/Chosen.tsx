/** One chosen document: thumbnail for images, collection label for polymorphic fields, title, size, remove. */
import { formatFileSize } from '../../lib/format'
import { useFieldContext } from '../context'
import { relatedCollectionLabel } from '../related-lookup'
import type { Choice } from './refs'

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/svg+xml', 'image/webp', 'image/avif', 'image/jxl']

interface ChosenProps {
  path: string
  /** The chosen document's collection, shown before its title when the field relates to several. */
  collection: string | null
  /** What is known of the document; until then its id stands for it. */
  choice: Choice | undefined
  id: string | number
  upload: boolean
  onRemove: (() => void) | null
}

export function Chosen({ path, collection, choice, id, upload, onRemove }: ChosenProps) {
  const { schema, language, t } = useFieldContext()
  const mime = typeof choice?.doc.mimeType === 'string' ? choice.doc.mimeType : ''
  const preview = choice?.doc.thumbnailURL ?? choice?.doc.url
  return (
    <span className="relationship__chosen" data-testid={`chosen-${path}`}>
      {upload && IMAGE_TYPES.includes(mime) && typeof preview === 'string' && (
        <img className="relationship__thumb" src={preview} alt="" />
      )}
      <span>
        {collection !== null && <small>{relatedCollectionLabel(schema, collection, language)}: </small>}
        {choice?.title ?? String(id)}
        {typeof choice?.doc.filesize === 'number' && <small> · {formatFileSize(choice.doc.filesize)}</small>}
      </span>
      {onRemove && (
        <button type="button" aria-label={t('general:remove')} onClick={onRemove}>
          ×
        </button>
      )}
    </span>
  )
}
