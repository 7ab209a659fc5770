/**
 * The picker of a relationship or upload field: an editable combobox (WAI-ARIA APG, list autocomplete)
 * whose typing searches the related collections' title field and whose listbox loads the next page
 * when scrolled to its end; for polymorphic fields a filter by collection (an upload field's files are
 * picked in its drop zone, see UploadDropzone).
 * Focus stays in the text box (aria-activedescendant); keys in combobox-keys.
 */
import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react'
import { useFollowButton } from '../../ui/DocumentMenu/menu-place'
import { Select } from '../../ui/Select/Select'
import { listPlace } from '../../ui/Select/use-select'
import { fieldId } from '../common/FieldShell'
import { useFieldContext } from '../common/context'
import { relatedCollectionLabel } from '../common/related-lookup'
import { comboboxKeyAction } from './combobox-keys'
import type { Choice } from './refs'

/** The list asks for its next page when scrolled this close to its end (px). */
const NEAR_END_PX = 24
/** Placeholder rows while the first page is on its way. */
const SHIMMER_ROWS = 3

interface PickerProps {
  path: string
  search: string
  onSearch: (search: string) => void
  /** Options not chosen yet, for what is typed now. */
  options: Choice[]
  /** The options for what is typed are on their way (the list shows the shimmer). */
  loading: boolean
  /** A read for this search failed: an error shows instead of "no results". */
  failed?: boolean
  loadingMore: boolean
  hasMore: boolean
  onLoadMore: () => void
  /** The collections a polymorphic field relates to (options show theirs); null for one collection. */
  collections: string[] | null
  /** The collection the polymorphic field's search is narrowed to; null for all. */
  only: string | null
  onOnly: (slug: string | null) => void
  onChoose: (choice: Choice) => void
  /** What the typing searches, for the placeholder ("Title", "Name, Title" for several collections). */
  searchLabel: string
  /** The field's `admin.placeholder`, shown instead of "Search by …". */
  placeholder?: string
}

export function Picker(props: PickerProps) {
  const { path, search, onSearch, options, loading, failed, loadingMore, hasMore, onLoadMore, collections } = props
  const { schema, language, t } = useFieldContext()
  const id = useId()
  const listId = `${id}-list`
  const optionId = (index: number) => `${id}-option-${index}`
  const inputRef = useRef<HTMLInputElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [place, setPlace] = useState<CSSProperties>({})
  useFollowButton(open, inputRef, setPlace, setOpen, listPlace)

  const show = (index: number) => {
    if (inputRef.current) setPlace(listPlace(inputRef.current))
    setActive(index)
    setOpen(true)
  }
  const choose = (index: number) => {
    const choice = options[index]
    if (!choice) return
    setOpen(false)
    setActive(-1)
    onSearch('')
    props.onChoose(choice)
  }

  // The option shown as focused stays in view; reaching the end of the list asks for the next page.
  useEffect(() => {
    if (open && active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' })
    // optionId depends only on id, which never changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, active])
  // A list with nothing left to show (every option already chosen) but more on the server reads on.
  useEffect(() => {
    if (open && !loading && !loadingMore && hasMore && (options.length === 0 || active === options.length - 1))
      onLoadMore()
  }, [open, loading, loadingMore, hasMore, options.length, active, onLoadMore])

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const action = comboboxKeyAction(event.key, { open, active, count: options.length }, event.altKey)
    if (!action) return
    if (action.kind !== 'close' || event.key !== 'Tab') event.preventDefault()
    // Escape closes the list, not the drawer or dialog around the field.
    if (event.key === 'Escape') event.stopPropagation()
    if (action.kind === 'open') show(action.active)
    else if (action.kind === 'move') setActive(action.active)
    else if (action.kind === 'choose') choose(action.active)
    else setOpen(false)
  }
  const onScroll = () => {
    const list = listRef.current
    if (list && list.scrollTop + list.clientHeight >= list.scrollHeight - NEAR_END_PX) onLoadMore()
  }
  const collectionLabel = (slug: string) => relatedCollectionLabel(schema, slug, language)
  const label = t('general:selectValue')

  return (
    <div className="relationship__picker">
      {collections && (
        <Select
          className="relationship__only"
          value={props.only ?? ''}
          options={[
            { value: '', label: t('general:allCollections') },
            ...collections.map((slug) => ({ value: slug, label: collectionLabel(slug) })),
          ]}
          onChange={(value) => props.onOnly(value || null)}
          label={t('general:filter')}
          testId={`only-${path}`}
        />
      )}
      <input
        ref={inputRef}
        id={fieldId(path)}
        className="input relationship__search"
        type="text"
        dir="auto"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        placeholder={props.placeholder ?? t('general:searchBy', { label: props.searchLabel })}
        value={search}
        onChange={(e) => {
          onSearch(e.target.value)
          show(-1)
        }}
        onClick={() => (open ? setOpen(false) : show(-1))}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        data-testid={`search-${path}`}
      />
      <ul
        ref={listRef}
        role="listbox"
        id={listId}
        aria-label={label}
        aria-busy={loading || loadingMore}
        className="select-box__list relationship__list"
        hidden={!open}
        style={place}
        onScroll={onScroll}
        // The text box keeps focus while an option or the scrollbar is clicked.
        onMouseDown={(e) => e.preventDefault()}
        data-testid={`options-${path}`}
      >
        {options.map((choice, index) => (
          <li
            key={choice.key}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={`select-box__option${index === active ? ' select-box__option--active' : ''}`}
            data-value={choice.key}
            data-testid={`option-${path}`}
            onMouseMove={() => index !== active && setActive(index)}
            onClick={() => choose(index)}
          >
            <span className="relationship__option-title">{choice.title}</span>
            {collections && (
              <small className="relationship__option-collection">{collectionLabel(choice.relationTo)}</small>
            )}
          </li>
        ))}
        {(loading || loadingMore) &&
          Array.from({ length: loading ? SHIMMER_ROWS : 1 }, (_, i) => (
            <li
              key={`shimmer-${i}`}
              role="presentation"
              className="relationship__list-shimmer"
              style={{ '--stagger': i } as CSSProperties}
              data-testid={`options-loading-${path}`}
            >
              <span className="relationship__shimmer" />
            </li>
          ))}
        {!loading && failed && (
          <NothingToPick className="relationship__empty relationship__failed" testId={`search-error-${path}`}>
            {t('error:unspecific')}
          </NothingToPick>
        )}
        {!loading && !failed && !hasMore && options.length === 0 && (
          <NothingToPick className="relationship__empty" testId={`no-results-${path}`}>
            {t('general:noResultsFound')}
          </NothingToPick>
        )}
      </ul>
    </div>
  )
}

/** A row of the list saying why there is nothing to pick: announced with the options, not choosable. */
function NothingToPick({ className, testId, children }: { className: string; testId: string; children: ReactNode }) {
  return (
    <li role="option" aria-disabled="true" aria-selected={false} className={className} data-testid={testId}>
      {children}
    </li>
  )
}
