import { useEffect, useEffectEvent, useState } from 'react'
import { useT } from '../../core/i18n/i18n-store'
import type { ListQuery } from '../../core/lib/list-query'
import { Button } from '../../ui/Button/Button'

const SEARCH_DEBOUNCE_MS = 250

export type ListPanel = 'none' | 'filters' | 'columns'

interface ListControlsProps {
  /** The search in the URL. */
  search: string | undefined
  /** What the search looks in ("Title", or the listSearchableFields' labels). */
  searchLabel: string
  /** How many conditions the URL's filter holds: the Filters button says so. */
  activeFilters: number
  panel: ListPanel
  onPanel: (panel: ListPanel) => void
  go: (patch: Partial<ListQuery>) => void
}

/** The search box (into the URL once the user pauses typing) and the columns and filters toggles. */
export function ListControls({ search, searchLabel, activeFilters, panel, onPanel, go }: ListControlsProps) {
  const t = useT()
  const [typed, setTyped] = useState(search ?? '')
  // The URL's search changed by navigation (back, a link): the box shows it.
  const [shownSearch, setShownSearch] = useState(search)
  if (search !== shownSearch) {
    setShownSearch(search)
    setTyped(search ?? '')
  }

  // Typing updates the URL once the user pauses.
  const commit = useEffectEvent(() => go({ search: typed || undefined, page: 1 }))
  useEffect(() => {
    if ((search ?? '') === typed) return
    const timer = setTimeout(commit, SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [search, typed])

  const toggle = (which: Exclude<ListPanel, 'none'>, label: string, count = 0) => (
    <Button
      variant="secondary"
      size="small"
      active={panel === which}
      aria-expanded={panel === which}
      aria-label={count ? t('folio:filtersActive', { label, count }) : undefined}
      onClick={() => onPanel(panel === which ? 'none' : which)}
      data-testid={`toggle-${which}`}
    >
      {label}
      {count > 0 && (
        <span className="list__count-badge" aria-hidden="true" data-testid={`toggle-${which}-count`}>
          {count}
        </span>
      )}
    </Button>
  )

  return (
    <div className="list__controls">
      <input
        className="input list__search"
        type="search"
        dir="auto"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        placeholder={t('general:searchBy', { label: searchLabel })}
        aria-label={t('general:searchBy', { label: searchLabel })}
        data-testid="list-search"
      />
      {toggle('columns', t('general:columns'))}
      {toggle('filters', t('general:filters'), activeFilters)}
    </div>
  )
}
