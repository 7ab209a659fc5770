/** What a relationship picker offers and knows: search results, and the titles of chosen documents. */
import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react'
import type { FolioSchemaResponse } from '@shared/protocol'
import type { FieldFilter } from '../../core/form/form-store'
import type { RelatedDocs } from '../../core/lib/related-docs'
import { invokeApi, relatedSearchRequest, relatedTitleField } from '../../core/requests'
import { optionTitle } from '../common/related-lookup'
import { emptyPages, hasMore, mergePages, nextPages, type OptionPages, type PageAnswer } from './option-pages'
import { choiceOf, refCollection, refId, refKey, type Choice, type Ref } from './refs'

/** Typing waits this long before the search is sent. */
const SEARCH_DELAY_MS = 250

/** True once the element has come near the viewport: off-screen pickers ask the server for nothing. */
export function useNearViewport<T extends Element>(): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null)
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '300px',
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [near])
  return [ref, near]
}

/**
 * One page of the documents of `slug` whose title contains `search` and that the field's filter
 * allows, as options; a filter of `false` allows none, and nothing is asked.
 */
async function searchPage(
  schema: FolioSchemaResponse,
  slug: string,
  search: string,
  page: number,
  filter: FieldFilter | undefined,
): Promise<PageAnswer> {
  const allowed = filter?.[slug]
  if (allowed === false) return { slug, page, hasNextPage: false, options: [] }
  const titleField = relatedTitleField(schema, slug)
  const result = await invokeApi(relatedSearchRequest(slug, titleField, search, { page, filter: allowed }))
  const data = result.ok ? (result.data as { docs?: Array<Record<string, unknown>>; hasNextPage?: boolean }) : null
  const options = (data?.docs ?? []).map((doc) => choiceOf(slug, doc, optionTitle(doc, titleField)))
  // A failed read offers nothing more rather than asking again on every scroll.
  return { slug, page, hasNextPage: Boolean(data?.hasNextPage), options, ...(result.ok ? {} : { failed: true }) }
}

interface ChoicesOptions {
  schema: FolioSchemaResponse
  related: RelatedDocs
  relationTo: string[]
  refs: Ref[]
  search: string
  /** Only this related collection is searched (a polymorphic field's collection filter); null for all. */
  only: string | null
  /** The picker is in view or being used: its options are worth asking for. */
  wanted: boolean
  /** The field is near the viewport: the chosen documents' titles are worth asking for. */
  visible: boolean
  /** The field's filterOptions per collection, as the server evaluated them for the current data. */
  filter?: FieldFilter
}

export function useChoices({
  schema,
  related,
  relationTo,
  refs,
  search,
  only,
  wanted,
  visible,
  filter,
}: ChoicesOptions) {
  const slugs = useMemo(() => (only ? [only] : relationTo), [only, relationTo])
  /** The search, the collections it covers and their filter: pages loaded for another key are not shown. */
  const key = `${slugs.join(',')}\u0000${search}\u0000${filter ? JSON.stringify(filter) : ''}`
  const [pages, setPages] = useState<OptionPages>(() => emptyPages(null))
  const [loadingMore, setLoadingMore] = useState(false)
  const [known, setKnown] = useState<Map<string, Choice>>(new Map())
  /** Chosen documents looked up and not found (deleted, or not readable): their id stands for them. */
  const [unfound, setUnfound] = useState<ReadonlySet<string>>(new Set())
  const remember = useCallback(
    (found: Choice[]) => setKnown((prev) => new Map([...prev, ...found.map((c) => [c.key, c] as const)])),
    [],
  )

  const fetchPages = useCallback(
    (state: OptionPages, text: string) =>
      Promise.all(nextPages(state, slugs).map(({ slug, page }) => searchPage(schema, slug, text, page, filter))),
    [schema, slugs, filter],
  )

  // The first page matching the search, from every related collection: asked for once the picker is in view or used.
  useEffect(() => {
    if (!wanted && !search) return
    let current = true
    const timer = setTimeout(
      () =>
        void fetchPages(emptyPages(key), search).then((answers) => {
          if (!current) return
          setPages(mergePages(emptyPages(key), key, answers))
          remember(answers.flatMap((a) => a.options))
        }),
      search ? SEARCH_DELAY_MS : 0,
    )
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [fetchPages, key, search, wanted, remember])

  const loaded = pages.search === key
  const more = loaded && hasMore(pages, slugs)
  /** The next page of each collection that has one, once the list is scrolled to its end. */
  const loadMore = useCallback(() => {
    if (!more || loadingMore) return
    setLoadingMore(true)
    void fetchPages(pages, search)
      .then((answers) => {
        setPages((prev) => mergePages(prev, key, answers))
        remember(answers.flatMap((a) => a.options))
      })
      .finally(() => setLoadingMore(false))
  }, [more, loadingMore, fetchPages, pages, search, key, remember])

  // Titles for chosen documents that are not among the options, asked for when the value changes.
  const lookUpMissing = useEffectEvent(() => {
    const missing = refs.filter((r) => !known.has(refKey(r, relationTo[0]!)))
    if (missing.length === 0) return null
    return Promise.all(
      missing.map(async (r): Promise<Choice | string> => {
        const slug = refCollection(r, relationTo[0]!)
        const doc = await related.get(slug, refId(r))
        return doc ? choiceOf(slug, doc, optionTitle(doc, relatedTitleField(schema, slug))) : refKey(r, relationTo[0]!)
      }),
    )
  })
  const refsKey = JSON.stringify(refs)
  useEffect(() => {
    if (!visible) return
    const lookup = lookUpMissing()
    if (!lookup) return
    let current = true
    void lookup.then((found) => {
      if (!current) return
      remember(found.filter((c): c is Choice => typeof c !== 'string'))
      const gone = found.filter((c): c is string => typeof c === 'string')
      if (gone.length) setUnfound((prev) => new Set([...prev, ...gone]))
    })
    return () => {
      current = false
    }
  }, [refsKey, visible, remember])

  return {
    /** The options for what is typed now; empty while they are being asked for. */
    choices: loaded ? pages.options : [],
    /** The first page for what is typed now is on its way. */
    loading: !loaded,
    /** A read for what is typed now failed. */
    failed: loaded && pages.failed,
    loadingMore,
    hasMore: more,
    loadMore,
    known,
    unfound,
    remember,
  }
}
