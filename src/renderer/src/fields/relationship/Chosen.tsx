/** One chosen document: thumbnail for images, collection label for polymorphic fields, title, size, remove. */
import { formatFileSize } from '../../lib/format'
import { useImagePreview } from '../../lib/use-image-preview'
import { useFieldContext } from '../context'
import { relatedCollectionLabel } from '../related-lookup'
import type { Choice } from './refs'
import { Icon, CloseIcon } from '../../elements/Icon/Icon'

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/svg+xml', 'image/webp', 'image/avif', 'image/jxl']
/** The chip's thumbnail is 2rem square (fields.css). */
const THUMB_BOX = 32

interface ChosenProps {
  path: string
  /** The chosen document's collection, shown before its title when the field relates to several. */
  collection: string | null
  /** What is known of the document. */
  choice: Choice | undefined
  /** Its title is still being asked for: a shimmer stands for it (its id is shown only if it is not found). */
  lookingUp: boolean
  id: string | number
  upload: boolean
  onRemove: (() => void) | null
}

export function Chosen({ path, collection, choice, lookingUp, id, upload, onRemove }: ChosenProps) {
  const { schema, language, t } = useFieldContext()
  const mime = typeof choice?.doc.mimeType === 'string' ? choice.doc.mimeType : ''
  const preview = useImagePreview(upload && IMAGE_TYPES.includes(mime) ? choice?.doc : null, THUMB_BOX)
  return (
    <span className="relationship__chosen" data-testid={`chosen-${path}`}>
      {preview && <img className="relationship__thumb" src={preview} alt="" data-testid={`chosen-thumb-${path}`} />}
      <span>
        {collection !== null && <small>{relatedCollectionLabel(schema, collection, language)}: </small>}
        {choice ? (
          choice.title
        ) : lookingUp ? (
          <span className="relationship__shimmer" data-testid={`chosen-loading-${path}`}>
            <span className="visually-hidden">{t('general:loading')}</span>
          </span>
        ) : (
          String(id)
        )}
        {typeof choice?.doc.filesize === 'number' && <small> · {formatFileSize(choice.doc.filesize, language)}</small>}
      </span>
      {onRemove && (
        <button type="button" aria-label={t('general:remove')} onClick={onRemove}>
          <Icon icon={CloseIcon} size={14} />
        </button>
      )}
    </span>
  )
}
