/**
 * The version shown and the one it is compared with. Where the server's plugin answers the screen in
 * one read, that answer brings both, the latest draft and published ids and the compare picker's
 * first page, and the screen renders once with all of it. Otherwise the version itself goes first,
 * then the default comparison (the version before it, or for the oldest the one after it, read whole in
 * the request that finds it), then the latest draft and published ids for the labels: the CMS answers one request at a time, so what
 * the diff needs goes first. The reads are the screen's declared first requests.
 */
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import type { ApiError } from '@shared/api'
import type { FolioClientEntity, FolioSchemaResponse, FolioVersionDiffResponse } from '@shared/protocol'
import type { ScreenPlace } from '../../../core/routes/routes'
import {
  arrivedAnswer,
  invokeApi,
  latestVersionRequest,
  versionRequest,
  type VersionsTarget,
} from '../../../core/requests'
import { isPassingFailure } from '../../../core/lib/screen-read'
import { previousVersionFirstRequest, versionDetailFirstRequests } from './first-requests'
import { screenPair, type ChoicesPage, type LatestVersions, type VersionDoc } from './version-pair'

interface VersionPairInput {
  place: ScreenPlace
  target: VersionsTarget
  schema: FolioSchemaResponse | null
  entity: FolioClientEntity | undefined
  language: string
  /** Counts Retry presses and reconnects after the version could not be read: each reads afresh. */
  attempt?: number
}

const firstDoc = (data: unknown) => (data as { docs: VersionDoc[] }).docs[0]

/**
 * The plugin's one answer for the screen when it is in before the first render (a cold load, whose
 * reads start before React does): the screen is drawn with the diff at once. The effect below still
 * takes the same answer and sets the same values.
 */
function arrivedScreen(place: ScreenPlace, schema: FolioSchemaResponse | null, entity: unknown, language: string) {
  if (!schema || !entity) return undefined
  const { screen } = versionDetailFirstRequests(place, schema, language)
  const result = screen ? arrivedAnswer(screen) : undefined
  return result?.ok ? (result.data as FolioVersionDiffResponse) : undefined
}

export function useVersionPair({ place, target, schema, entity, language, attempt = 0 }: VersionPairInput) {
  /** The comparison the URL names (`compareValue`), read as the URL is now. */
  const namedComparison = () => new URLSearchParams(place.search).get('compareValue')
  const [early] = useState(() => {
    const answer = arrivedScreen(place, schema, entity, language)
    return answer ? screenPair(answer, namedComparison()) : undefined
  })
  const [current, setCurrent] = useState<VersionDoc | null>(early?.current ?? null)
  const [compare, setCompare] = useState<VersionDoc | null>(early?.compare ?? null)
  const [compareId, setCompareId] = useState<string | null>(() => (early ? early.compareId : namedComparison()))
  const [latest, setLatest] = useState<LatestVersions>(early?.latest ?? {})
  const [notFound, setNotFound] = useState(false)
  /** The version's read failed in a way that may go by itself (the CMS away): shown with Retry. */
  const [error, setError] = useState<ApiError | null>(null)
  const failed = (failure: ApiError) => (isPassingFailure(failure) ? setError(failure) : setNotFound(true))
  /** The document's only version has no other to compare with. */
  const [nothingToCompare, setNothingToCompare] = useState(early?.nothingToCompare ?? false)
  const [firstChoices, setFirstChoices] = useState<ChoicesPage | null>(early?.firstChoices ?? null)
  /** The comparison the URL named, read by the screen's one read: not read again on its own. */
  const answered = useRef<string | null>(null)

  // Reads the URL as it is when the version changes; picking a comparison later does not read it again.
  const readVersion = useEffectEvent((live: () => boolean) => {
    if (!schema) return
    const first = versionDetailFirstRequests(place, schema, language)
    if (first.screen) {
      const named = namedComparison()
      answered.current = named
      // One answer, set in one go: React renders the screen once, with the diff.
      void invokeApi(first.screen, { fresh: attempt > 0 }).then((result) => {
        if (!live()) return
        if (!result.ok) return failed(result.error)
        setError(null)
        const pair = screenPair(result.data as FolioVersionDiffResponse, named)
        setCurrent(pair.current)
        if (pair.compare) {
          setCompare(pair.compare)
          setCompareId(pair.compareId)
        }
        if (pair.nothingToCompare) setNothingToCompare(true)
        setLatest(pair.latest)
        setFirstChoices(pair.firstChoices)
      })
      return
    }
    if (!first.version) return
    void invokeApi(first.version, { fresh: attempt > 0 }).then(async (result) => {
      if (!live()) return
      if (!result.ok) return failed(result.error)
      setError(null)
      setCurrent(result.data as VersionDoc)
      if (!first.compare) {
        // The version before it; for the oldest, the one after it.
        const neighbour = async (next: boolean) => {
          const request = previousVersionFirstRequest(place, schema, language, result, next)
          const answer = request ? await invokeApi(request) : null
          return answer?.ok ? firstDoc(answer.data) : undefined
        }
        const prev = (await neighbour(false)) ?? (live() ? await neighbour(true) : undefined)
        if (!live()) return
        if (prev) {
          setCompare(prev)
          setCompareId(String(prev.id))
        } else setNothingToCompare(true)
      }
      const latestOf = async (status: 'draft' | 'published') => {
        const answer = await invokeApi(latestVersionRequest(target, status))
        return answer.ok ? (firstDoc(answer.data)?.id ?? null) : null
      }
      const [draftId, publishedId] = await Promise.all([
        target.drafts ? latestOf('draft') : null,
        latestOf('published'),
      ])
      if (live()) setLatest({ draftId, publishedId })
    })
  })
  useEffect(() => {
    if (!entity) return
    let live = true
    readVersion(() => live)
    return () => {
      live = false
    }
  }, [entity, place.versionId, target, attempt])

  const readCompare = useEffectEvent((id: string, live: () => boolean) => {
    // Already read whole with the lookup of the previous version, or by the screen's one read.
    if (compare && String(compare.id) === id) return
    if (answered.current === id) {
      answered.current = null
      return
    }
    void invokeApi(versionRequest(target, id, language)).then(
      (result) => live() && setCompare(result.ok ? (result.data as VersionDoc) : null),
    )
  })
  useEffect(() => {
    if (!compareId || !entity) return
    let live = true
    readCompare(compareId, () => live)
    return () => {
      live = false
    }
  }, [compareId, entity, target])

  return { current, compare, compareId, setCompareId, latest, notFound, error, nothingToCompare, firstChoices }
}
