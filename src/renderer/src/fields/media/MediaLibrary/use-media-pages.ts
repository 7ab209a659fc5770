/**
 * The files the media library shows: the first page for the collection, search and MIME type, and
 * the next one each time `loadMore` is called (the end of the grid scrolled into view). Answers for
 * an older query are dropped; the field's filter `false` shows nothing and asks nothing.
 */
import { useCallback, useEffect, useState } from 'react'
import type { FolioSchemaResponse, FolioWhere } from '@shared/protocol'
import { invokeApi, mediaLibraryRequest, relatedTitleField } from '../../../core/requests'
import { optionTitle } from '../../common/related-lookup'
import type { MediaItem } from './MediaGrid'

interface PagesState {
  key: string
  items: MediaItem[]
  page: number
  hasMore: boolean
  failed: boolean
}

export function useMediaPages(
  schema: FolioSchemaResponse,
  slug: string,
  search: string,
  mime: string | null,
  filter: FolioWhere | false | undefined,
) {
  const titleField = relatedTitleField(schema, slug)
  /** Bumped by `retry`: the same query read again after a failure. */
  const [attempt, setAttempt] = useState(0)
  const key = JSON.stringify([slug, search, mime, filter, attempt])
  const [state, setState] = useState<PagesState | null>(null)
  const [loadingMore, setLoadingMore] = useState(false)

  const read = useCallback(
    async (page: number) => {
      if (filter === false) return { items: [], hasMore: false, failed: false }
      const result = await invokeApi(
        mediaLibraryRequest(slug, { titleField, search, mime, filter: filter ?? undefined }, page),
      )
      const data = result.ok ? (result.data as { docs?: Array<Record<string, unknown>>; hasNextPage?: boolean }) : null
      const items = (data?.docs ?? []).map((doc) => ({
        key: `${slug}:${String(doc.id)}`,
        title: optionTitle(doc, titleField),
        doc,
      }))
      return { items, hasMore: Boolean(data?.hasNextPage), failed: !result.ok }
    },
    // key holds slug, search, mime and filter
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, titleField],
  )

  useEffect(() => {
    let current = true
    void read(1).then((answer) => current && setState({ key, page: 1, ...answer }))
    return () => {
      current = false
    }
  }, [read, key])

  const loaded = state?.key === key ? state : null
  const loadMore = useCallback(() => {
    if (!loaded || !loaded.hasMore || loadingMore) return
    setLoadingMore(true)
    const asked = loaded.key
    void read(loaded.page + 1)
      .then((answer) => {
        setState((prev) =>
          prev && prev.key === asked
            ? { ...answer, key: asked, page: prev.page + 1, items: [...prev.items, ...answer.items] }
            : prev,
        )
      })
      .finally(() => setLoadingMore(false))
  }, [loaded, loadingMore, read])

  return {
    items: loaded?.items ?? [],
    loading: !loaded,
    failed: loaded?.failed ?? false,
    hasMore: loaded?.hasMore ?? false,
    loadingMore,
    loadMore,
    retry: () => setAttempt((n) => n + 1),
  }
}
