/**
 * The media library: a drawer over the document with the upload collection's files as a grid of
 * thumbnails or a list, searched by title or file name, narrowed by MIME type, read a page at a time
 * as the end of the grid scrolls into view. A single upload field takes the file clicked and closes;
 * a hasMany field ticks files (in click order) and adds them with "Select". The field's filterOptions
 * apply, and a field relating to several upload collections gets a choice of collection. "Add new"
 * (where the caller offers it) makes a new file in the document drawer.
 */
import { Button } from '@renderer/ui/Button/Button'
import { useEffect, useId, useRef, useState } from 'react'
import type { FolioSchemaResponse } from '@shared/protocol'
import type { FieldFilter } from '../../../core/form/form-store'
import { useI18n, useT } from '../../../core/i18n/i18n-store'
import { findEntity, listColumns, titleFieldOf } from '../../../core/schema/schema'
import { relatedCollectionLabel } from '../../common/related-lookup'
import { Dialog } from '../../../ui/Modal/Dialog'
import { Select } from '../../../ui/Select/Select'
import { MediaGrid, type MediaItem, type MediaView } from './MediaGrid'
import { mimeOptions, toggleChosen } from './media-logic'
import { MediaViewToggle } from './MediaViewToggle'
import { useMediaPages } from './use-media-pages'
import './MediaLibrary.css'
import { DrawerHeader } from '../../../ui/Modal/DrawerHeader'

/** Typing waits this long before the search is sent (as the list's search box). */
const SEARCH_DELAY_MS = 250

export interface MediaChoice {
  slug: string
  item: MediaItem
}

export interface MediaLibraryProps {
  schema: FolioSchemaResponse
  path: string
  relationTo: string[]
  multiple: boolean
  filter: FieldFilter | undefined
  /** `collection:id` of files the field holds already: not offered again. */
  exclude: ReadonlySet<string>
  onChoose: (chosen: MediaChoice[]) => void
  onClose: () => void
  /** "Add new" for the collection shown (a new file made in the document drawer), where it may be created. */
  onCreate?: (slug: string) => void
  /** Where focus goes once closed (default: back to what had it before), e.g. the rich-text editor's caret. */
  returnFocus?: (opener: HTMLElement | null) => void
}

export function MediaLibrary({
  schema,
  path,
  relationTo,
  multiple,
  filter,
  exclude,
  onChoose,
  onClose,
  onCreate,
  returnFocus,
}: MediaLibraryProps) {
  const t = useT()
  const language = useI18n((s) => s.language)
  const titleId = useId()
  const [slug, setSlug] = useState(relationTo[0]!)
  const [typed, setTyped] = useState('')
  const [search, setSearch] = useState('')
  const [mime, setMime] = useState<string | null>(null)
  const [view, setView] = useState<MediaView>('grid')
  const [chosen, setChosen] = useState<MediaChoice[]>([])
  const pages = useMediaPages(schema, slug, search, mime, filter?.[slug])
  const items = pages.items.filter((item) => !exclude.has(item.key))

  useEffect(() => {
    if (typed === search) return
    const timer = setTimeout(() => setSearch(typed), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [typed, search])

  // The MIME types offered: the collection's own, and every exact type shown so far.
  const [seen, setSeen] = useState<ReadonlySet<string>>(new Set())
  const fresh = pages.items.map((i) => i.doc.mimeType).filter((m): m is string => typeof m === 'string' && !seen.has(m))
  if (fresh.length) setSeen(new Set([...seen, ...fresh]))
  const entity = findEntity(schema, 'collection', slug)
  const configured = (entity?.upload as { mimeTypes?: string[] } | undefined)?.mimeTypes
  const types = mimeOptions(configured, seen)

  // The end of the grid in view asks for the next page.
  const more = useRef<HTMLLIElement>(null)
  const { loadMore, hasMore } = pages
  useEffect(() => {
    const sentinel = more.current
    if (!sentinel || !hasMore) return
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore(), {
      rootMargin: '200px',
    })
    observer.observe(sentinel)
    return () => observer.disconnect()
  }, [hasMore, loadMore, items.length])

  const pick = (item: MediaItem) => {
    if (!multiple) return onChoose([{ slug, item }])
    setChosen((prev) => toggleChosen(prev, { slug, item }, (a, b) => a.item.key === b.item.key))
  }
  const chosenKeys = new Set(chosen.map((c) => c.item.key))
  const collectionLabel = (s: string) => relatedCollectionLabel(schema, s, language)
  // "Search by Alt", as the collection's list says it (the file name is searched too).
  const titleField = entity ? titleFieldOf(entity) : 'filename'
  const searchLabel = t('general:searchBy', {
    label: (entity && listColumns(entity, language).find((c) => c.name === titleField)?.label) ?? titleField,
  })

  return (
    <Dialog
      variant="drawer"
      className="media-library"
      labelledBy={titleId}
      testId={`media-library-${path}`}
      initialFocus=".media-library__search"
      onCancel={onClose}
      returnFocus={returnFocus}
    >
      <div className="media-library__body">
        <DrawerHeader block="media-library" titleId={titleId} onClose={onClose} closeTestId="media-library-close">
          {t('folio:mediaLibrary')}
        </DrawerHeader>
        <div className="media-library__controls">
          {relationTo.length > 1 && (
            <Select
              value={slug}
              options={relationTo.map((s) => ({ value: s, label: collectionLabel(s) }))}
              onChange={(value) => {
                setSlug(value)
                setMime(null)
              }}
              label={t('general:collections')}
              testId="media-library-collection"
            />
          )}
          <input
            className="input media-library__search"
            type="search"
            dir="auto"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder={searchLabel}
            aria-label={searchLabel}
            data-testid="media-library-search"
          />
          <Select
            value={mime ?? ''}
            options={[{ value: '', label: t('folio:mediaAllTypes') }, ...types.map((m) => ({ value: m, label: m }))]}
            onChange={(value) => setMime(value || null)}
            label={t('folio:mediaType')}
            testId="media-library-mime"
          />
          <MediaViewToggle view={view} onView={setView} testId="media-library-view" />
          {onCreate && (
            <Button variant="secondary" size="small" onClick={() => onCreate(slug)} data-testid="media-library-create">
              {t('fields:addNew')}
            </Button>
          )}
        </div>
        <div className="media-library__results" aria-busy={pages.loading || pages.loadingMore}>
          {pages.loading ? (
            <p className="media-library__status" data-testid="media-library-loading">
              {t('general:loading')}…
            </p>
          ) : pages.failed && items.length === 0 ? (
            <p className="media-library__status" role="alert" data-testid="media-library-error">
              {t('error:unspecific')}{' '}
              <Button variant="secondary" size="small" onClick={pages.retry} data-testid="media-library-retry">
                {t('folio:retry')}
              </Button>
            </p>
          ) : items.length === 0 && !hasMore ? (
            <p className="media-library__status" data-testid="media-library-empty">
              {t('general:noResultsFound')}
            </p>
          ) : (
            <MediaGrid
              items={items}
              view={view}
              label={t('folio:mediaLibrary')}
              testId="media-library-grid"
              onPick={pick}
              chosen={multiple ? (item) => chosenKeys.has(item.key) : undefined}
              footer={
                hasMore || pages.loadingMore ? (
                  <li ref={more} className="media-grid__more" data-testid="media-library-more">
                    {pages.loadingMore ? `${t('general:loading')}…` : ''}
                  </li>
                ) : null
              }
            />
          )}
        </div>
        {multiple && (
          <footer className="media-library__footer">
            <Button variant="secondary" onClick={onClose} data-testid="media-library-cancel">
              {t('general:cancel')}
            </Button>
            <Button disabled={chosen.length === 0} onClick={() => onChoose(chosen)} data-testid="media-library-select">
              {chosen.length ? `${t('general:select')} (${chosen.length})` : t('general:select')}
            </Button>
          </footer>
        )}
      </div>
    </Dialog>
  )
}
