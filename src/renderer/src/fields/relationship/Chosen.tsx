/** One chosen document: thumbnail for images, collection label for polymorphic fields, title, size, remove. */
import { formatFileSize } from '../../core/lib/format'
import { useImagePreview } from '../../core/lib/use-image-preview'
import { useFieldContext } from '../common/context'
import { relatedCollectionLabel } from '../common/related-lookup'
import type { Choice } from './refs'
import { Icon, CloseIcon, DragIcon, EditIcon } from '../../ui/Icon/Icon'
import { ServerImage } from '../../ui/ServerImage/ServerImage'

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/svg+xml', 'image/webp', 'image/avif', 'image/jxl']
/** The chip's thumbnail is 2rem square (fields.css). */
const THUMB_BOX = 32

interface ChosenProps {
  path: string
  /** The chosen document's collection, shown before its title when the field relates to several. */
  collection: string | null
  /** What is known of the document. */
  choice: Choice | undefined
  /** Its title is still being asked for: a shimmer stands for it (if it is not found, it shows as missing). */
  lookingUp: boolean
  /**
   * The field is near the viewport, so its lookup is out. Far away it is not asked yet and its placeholder
   * stays still: fifty shimmering images below the fold kept an idle edit view drawing every frame.
   */
  nearViewport: boolean
  /** The field's filterOptions no longer allow it: kept, but marked (Payload refuses it on save). */
  disallowed?: boolean
  id: string | number
  upload: boolean
  /** The chip's place in the value (its edit button's testid). */
  index: number
  /** Opens the document in a drawer to edit it; null when it cannot be (missing, read-only field, no drawer). */
  onEdit: (() => void) | null
  onRemove: (() => void) | null
  /** Moves the chip `by` places (-1 earlier, 1 later) in a hasMany value; null when it cannot move. */
  onMove: ((by: -1 | 1) => void) | null
  /** Drag and drop between chips (a hasMany value's order). */
  drag: { onStart: () => void; onEnd: () => void; onOver: (e: React.DragEvent) => void; onDrop: () => void } | null
}

/** How many places a key moves the chip: Alt with an arrow, reading direction respected. */
function moveBy(event: React.KeyboardEvent): -1 | 1 | null {
  if (!event.altKey) return null
  const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
  switch (event.key) {
    case 'ArrowUp':
      return -1
    case 'ArrowDown':
      return 1
    case 'ArrowLeft':
      return rtl ? 1 : -1
    case 'ArrowRight':
      return rtl ? -1 : 1
    default:
      return null
  }
}

export function Chosen(props: ChosenProps) {
  const {
    path,
    collection,
    choice,
    lookingUp,
    nearViewport,
    disallowed,
    id,
    upload,
    index,
    onEdit,
    onRemove,
    onMove,
    drag,
  } = props
  const { schema, language, t } = useFieldContext()
  const mime = typeof choice?.doc.mimeType === 'string' ? choice.doc.mimeType : ''
  const preview = useImagePreview(upload && IMAGE_TYPES.includes(mime) ? choice?.doc : null, THUMB_BOX)
  return (
    <span
      className="relationship__chosen"
      data-testid={`chosen-${path}`}
      onKeyDown={(event) => {
        const by = onMove && moveBy(event)
        if (!by) return
        event.preventDefault()
        onMove(by)
      }}
      onDragOver={drag?.onOver}
      onDrop={(event) => {
        if (!drag) return
        // A chip dropped here is not a file for the upload field around it.
        event.preventDefault()
        event.stopPropagation()
        drag.onDrop()
      }}
    >
      {drag && (
        <button
          type="button"
          className="relationship__drag"
          draggable
          onDragStart={(event) => {
            event.dataTransfer.effectAllowed = 'move'
            drag.onStart()
          }}
          onDragEnd={drag.onEnd}
          aria-label={`${t('general:move')}: ${choice?.title ?? String(id)}`}
          aria-keyshortcuts="Alt+ArrowLeft Alt+ArrowRight"
          title={t('general:move')}
          data-chip-move=""
          data-testid={`chosen-move-${path}`}
        >
          <Icon icon={DragIcon} size={14} />
        </button>
      )}
      {preview && (
        <ServerImage className="relationship__thumb" src={preview} alt="" data-testid={`chosen-thumb-${path}`} />
      )}
      <span>
        {collection !== null && <small>{relatedCollectionLabel(schema, collection, language)}: </small>}
        {choice ? (
          choice.title
        ) : lookingUp ? (
          <span
            className={`relationship__shimmer${nearViewport ? '' : ' relationship__shimmer--still'}`}
            data-testid={`chosen-loading-${path}`}
          >
            <span className="visually-hidden">{t('general:loading')}</span>
          </span>
        ) : (
          // Deleted since it was chosen (or not readable): said so, with the remove button to clear it.
          <span
            className="relationship__missing"
            title={t('error:documentNotFound', { id: String(id) })}
            data-testid={`chosen-missing-${path}`}
          >
            {t('general:notFound')}: {String(id)}
          </span>
        )}
        {typeof choice?.doc.filesize === 'number' && <small> · {formatFileSize(choice.doc.filesize, language)}</small>}
        {disallowed && (
          <small className="relationship__disallowed" data-testid={`chosen-disallowed-${path}`}>
            {' '}
            · {t('validation:invalidSelection')}
          </small>
        )}
      </span>
      {onEdit && choice && (
        <button
          type="button"
          aria-label={t('general:editLabel', { label: choice.title })}
          title={t('general:edit')}
          onClick={onEdit}
          data-chip-edit=""
          data-testid={`drawer-edit-${path}-${index}`}
        >
          <Icon icon={EditIcon} size={14} />
        </button>
      )}
      {onRemove && (
        <button
          type="button"
          aria-label={t(upload ? 'fields:removeUpload' : 'fields:removeRelationship')}
          onClick={onRemove}
          data-chip-remove=""
          data-testid={`chosen-remove-${path}`}
        >
          <Icon icon={CloseIcon} size={14} />
        </button>
      )}
    </span>
  )
}
