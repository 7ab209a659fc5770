/**
 * Files as a grid of thumbnails or as a list: the media library drawer's body and an upload
 * collection's list in grid view. One tile holds the focus (roving tabindex); the arrow keys, Home
 * and End move it (media-logic gridMove), Enter or Space acts on it. A tile is a link to the file's
 * document (the list screen), or a button that chooses it (the library; a checkbox when many may be chosen).
 */
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { useI18n } from '../../../core/i18n/i18n-store'
import { formatFileSize } from '../../../core/lib/format'
import { useImagePreview } from '../../../core/lib/use-image-preview'
import { ServerImage } from '../../../ui/ServerImage/ServerImage'
import { columnsOf, gridMove } from './media-logic'
import './MediaGrid.css'

export interface MediaItem {
  key: string
  title: string
  doc: Record<string, unknown>
}

export type MediaView = 'grid' | 'list'

/** A grid tile's image box is 8rem; a list row's 2.5rem (MediaGrid.css). */
const BOX = { grid: 128, list: 40 }

interface MediaGridProps {
  items: MediaItem[]
  view: MediaView
  label: string
  testId: string
  /** Each tile leads to this address (the list screen). */
  href?: (item: MediaItem) => string
  /** Each tile chooses its file (the library). */
  onPick?: (item: MediaItem) => void
  /** With `onPick`, tiles are checkboxes showing whether each is chosen. */
  chosen?: (item: MediaItem) => boolean
  /** After the tiles: the "more" sentinel or a loading row. */
  footer?: ReactNode
}

export function MediaGrid({ items, view, label, testId, href, onPick, chosen, footer }: MediaGridProps) {
  const ref = useRef<HTMLUListElement>(null)
  const [active, setActive] = useState(0)
  const current = Math.min(active, Math.max(0, items.length - 1))

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = ref.current
    if (!list || event.altKey || event.ctrlKey || event.metaKey) return
    const tiles = [...list.querySelectorAll<HTMLElement>('[data-media-tile]')]
    const from = tiles.indexOf(event.target as HTMLElement)
    if (from === -1) return
    const columns = columnsOf(tiles.map((tile) => tile.getBoundingClientRect().top))
    const rtl = getComputedStyle(list).direction === 'rtl'
    const to = gridMove(event.key, from, tiles.length, columns, rtl)
    if (to === null) return
    event.preventDefault()
    setActive(to)
    tiles[to]?.focus()
    tiles[to]?.scrollIntoView?.({ block: 'nearest' })
  }

  return (
    <ul
      ref={ref}
      className={`media-grid media-grid--${view}`}
      aria-label={label}
      onKeyDown={onKeyDown}
      data-testid={testId}
      data-view={view}
    >
      {items.map((item, index) => {
        const common = {
          className: 'media-grid__tile',
          tabIndex: index === current ? 0 : -1,
          onFocus: () => setActive(index),
          'data-media-tile': '',
          'data-testid': 'media-tile',
          'data-key': item.key,
        }
        const body = <MediaTileBody item={item} view={view} />
        return (
          <li key={item.key} className="media-grid__item">
            {href ? (
              <Link to={href(item)} {...common}>
                {body}
              </Link>
            ) : chosen ? (
              <button
                type="button"
                role="checkbox"
                aria-checked={chosen(item)}
                onClick={() => onPick?.(item)}
                {...common}
              >
                <span className="media-grid__check" aria-hidden="true" />
                {body}
              </button>
            ) : (
              <button type="button" onClick={() => onPick?.(item)} {...common}>
                {body}
              </button>
            )}
          </li>
        )
      })}
      {footer}
    </ul>
  )
}

/** The thumbnail (or the file's type for what is not an image), the title, and in the list its name and size. */
function MediaTileBody({ item, view }: { item: MediaItem; view: MediaView }) {
  const language = useI18n((s) => s.language)
  const { doc } = item
  const mime = typeof doc.mimeType === 'string' ? doc.mimeType : ''
  const src = useImagePreview(mime.startsWith('image/') ? doc : null, BOX[view])
  const filename = typeof doc.filename === 'string' ? doc.filename : ''
  return (
    <>
      <span className="media-grid__image">
        {src ? (
          <ServerImage src={src} alt="" loading="lazy" decoding="async" data-testid="media-thumb" />
        ) : (
          <span className="media-grid__type">{(filename.split('.').pop() || mime || '?').toUpperCase()}</span>
        )}
      </span>
      <span className="media-grid__text">
        <span className="media-grid__title" data-testid="media-title">
          {item.title}
        </span>
        {view === 'list' && (
          <small className="media-grid__meta">
            {[filename, mime, typeof doc.filesize === 'number' ? formatFileSize(doc.filesize, language) : '']
              .filter(Boolean)
              .join(' · ')}
          </small>
        )}
      </span>
    </>
  )
}
