/**
 * What the command palette offers for a query: places to go (screens, collections, globals), actions
 * (the registered commands) and found documents, each matched word by word and ranked so that a
 * label starting with the query comes first.
 */
export type PaletteSection = 'actions' | 'go' | 'documents'

export interface PaletteItem {
  /** Unique within the palette; names the item's test id. */
  key: string
  section: PaletteSection
  label: string
  /** Shown beside the label: a collection's name for a document, the keys for an action. */
  detail?: string
  keywords?: string[]
  /** Left out until the query matches it, so a long run of alike items never hides the rest. */
  whenSearched?: boolean
  disabled?: boolean
  /** A route to open, or a command to run. */
  to?: string
  run?: () => void
}

const normalize = (text: string) =>
  text
    .toLocaleLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')

/** 0 (best) to 3 when every word of the query is in the item's label or keywords; null when not. */
export function matchRank(item: Pick<PaletteItem, 'label' | 'detail' | 'keywords'>, query: string): number | null {
  const words = normalize(query).split(/\s+/).filter(Boolean)
  if (words.length === 0) return 0
  const label = normalize(item.label)
  const haystack = normalize([item.label, item.detail ?? '', ...(item.keywords ?? [])].join(' '))
  if (!words.every((word) => haystack.includes(word))) return null
  if (label.startsWith(words.join(' '))) return 0
  if (label.split(/\s+/).some((part) => part.startsWith(words[0]!))) return 1
  if (words.every((word) => label.includes(word))) return 2
  return 3
}

const SECTION_ORDER: PaletteSection[] = ['actions', 'go', 'documents']

/**
 * The items to show: those matching, best first within each section; documents are the server's
 * answer to the query already, so they are kept as found. Without a query, actions and places in
 * their given order, but for those offered only when searched.
 */
export function filterPaletteItems(items: readonly PaletteItem[], query: string): PaletteItem[] {
  const asked = query.trim() !== ''
  const ranked = items
    .filter((item) => asked || !item.whenSearched)
    .map((item, index) => ({
      item,
      index,
      rank: item.section === 'documents' ? 0 : matchRank(item, query),
    }))
    .filter((entry): entry is { item: PaletteItem; index: number; rank: number } => entry.rank !== null)
  ranked.sort(
    (a, b) =>
      SECTION_ORDER.indexOf(a.item.section) - SECTION_ORDER.indexOf(b.item.section) ||
      a.rank - b.rank ||
      a.index - b.index,
  )
  return ranked.map((entry) => entry.item)
}

/** The next enabled item's index from `current` in `direction`, wrapping; -1 when none is enabled. */
export function nextEnabled(items: readonly PaletteItem[], current: number, direction: 1 | -1): number {
  for (let step = 1; step <= items.length; step++) {
    const index = (current + direction * step + items.length * 2) % items.length
    if (!items[index]?.disabled) return index
  }
  return -1
}
