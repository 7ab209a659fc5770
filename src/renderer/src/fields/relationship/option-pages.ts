/**
 * The options a relationship picker has loaded for one search: page after page from each related
 * collection, merged without repeats. Pure, so paging is unit-tested without a server.
 */
import type { Choice } from './refs'

export interface OptionPages {
  /** The search these pages answer (null before any). */
  search: string | null
  options: Choice[]
  /** The last page read of each collection searched, and whether it has another. */
  pages: Record<string, { page: number; hasNextPage: boolean }>
  /** A read for this search failed: the picker says so instead of "no results". */
  failed: boolean
}

export const emptyPages = (search: string | null): OptionPages => ({ search, options: [], pages: {}, failed: false })

/** One collection's answer for one page. */
export interface PageAnswer {
  slug: string
  page: number
  hasNextPage: boolean
  options: Choice[]
  /** The read failed (no options, no next page). */
  failed?: boolean
}

/**
 * The pages with these answers added. Answers for another search are dropped (a slow answer for
 * what was typed before must not show under what is typed now), and an option already listed
 * (a document that moved between pages while scrolling) is not listed twice.
 */
export function mergePages(state: OptionPages, search: string, answers: PageAnswer[]): OptionPages {
  if (search !== state.search) return state
  const seen = new Set(state.options.map((o) => o.key))
  const options = [...state.options]
  const pages = { ...state.pages }
  let failed = state.failed
  for (const answer of answers) {
    failed ||= Boolean(answer.failed)
    const before = pages[answer.slug]
    if (before && before.page >= answer.page) continue
    pages[answer.slug] = { page: answer.page, hasNextPage: answer.hasNextPage }
    for (const option of answer.options) {
      if (seen.has(option.key)) continue
      seen.add(option.key)
      options.push(option)
    }
  }
  return { search, options, pages, failed }
}

/** The page to read next of each collection that has more (the first page of one not read yet). */
export function nextPages(state: OptionPages, slugs: readonly string[]): Array<{ slug: string; page: number }> {
  return slugs.flatMap((slug) => {
    const read = state.pages[slug]
    if (!read) return [{ slug, page: 1 }]
    return read.hasNextPage ? [{ slug, page: read.page + 1 }] : []
  })
}

/** Whether any of these collections has options not loaded yet. */
export const hasMore = (state: OptionPages, slugs: readonly string[]) => nextPages(state, slugs).length > 0

/** The list moved from `from` to `to`, the rest in order (a chip dragged or moved by keyboard). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list]
  const next = [...list]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item!)
  return next
}
