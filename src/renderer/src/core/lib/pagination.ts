/**
 * Pagination as Payload's admin shows it: first and last page, the current page with one neighbour on
 * each side, and an ellipsis for each gap; plus the range line 'x-y of total'.
 */
export const PER_PAGE_CHOICES = [5, 10, 25, 50, 100] as const
export const DEFAULT_PER_PAGE = 10
export const NEIGHBOUR_PAGES = 1

export type PageItem = { kind: 'page'; page: number; current: boolean } | { kind: 'gap'; key: string }

export function pageItems(current: number, totalPages: number, neighbours = NEIGHBOUR_PAGES): PageItem[] {
  if (totalPages <= 1) return totalPages === 1 ? [{ kind: 'page', page: 1, current: true }] : []
  const wanted = new Set<number>([1, totalPages])
  for (let p = current - neighbours; p <= current + neighbours; p++) if (p >= 1 && p <= totalPages) wanted.add(p)
  const pages = [...wanted].sort((a, b) => a - b)
  const items: PageItem[] = []
  let previous = 0
  for (const page of pages) {
    if (page - previous === 2) items.push({ kind: 'page', page: previous + 1, current: previous + 1 === current })
    else if (page - previous > 2) items.push({ kind: 'gap', key: `gap-${previous}` })
    items.push({ kind: 'page', page, current: page === current })
    previous = page
  }
  return items
}

/** 'x-y of total' numbers for a page, or null when there is nothing to show. */
export function pageRange(
  page: number,
  limit: number,
  totalDocs: number,
): { from: number; to: number; total: number } | null {
  if (totalDocs <= 0) return null
  const from = (page - 1) * limit + 1
  const to = Math.min(page * limit, totalDocs)
  return from > totalDocs ? null : { from, to, total: totalDocs }
}

/** A per-page value from the URL: a positive integer, else the default. */
export function parseLimit(value: unknown, fallback = DEFAULT_PER_PAGE): number {
  const n = typeof value === 'string' ? Number(value) : typeof value === 'number' ? value : NaN
  return Number.isInteger(n) && n > 0 && n <= 1000 ? n : fallback
}

export function parsePage(value: unknown): number {
  const n = typeof value === 'string' ? Number(value) : typeof value === 'number' ? value : NaN
  return Number.isInteger(n) && n > 0 ? n : 1
}
