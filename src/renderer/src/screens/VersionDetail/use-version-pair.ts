/**
 * The version shown and the one it is compared with. The version itself goes first, then the
 * default comparison (the version before it, read whole in the request that finds it), then the
 * latest draft and published ids for the labels: the CMS answers one request at a time, so what
 * the diff needs goes first. The reads are the screen's declared first requests.
 */
import { useEffect, useEffectEvent, useState } from 'react'
import type { FolioClientEntity, FolioSchemaResponse } from '@shared/protocol'
import type { ScreenPlace } from '../../app/routes'
import { invokeApi, latestVersionRequest, versionRequest, type VersionsTarget } from '../../lib/requests'
import type { VersionSummary } from '../../lib/version-status'
import { previousVersionFirstRequest, versionDetailFirstRequests } from './first-requests'

export interface VersionDoc extends VersionSummary {
  createdAt: string
  updatedAt: string
  parent?: string | number
  version: Record<string, unknown> & { _status?: 'draft' | 'published' }
}

export type LatestVersions = { draftId?: string | number | null; publishedId?: string | number | null }

interface VersionPairInput {
  place: ScreenPlace
  target: VersionsTarget
  schema: FolioSchemaResponse | null
  entity: FolioClientEntity | undefined
  language: string
}

const firstDoc = (data: unknown) => (data as { docs: VersionDoc[] }).docs[0]

export function useVersionPair({ place, target, schema, entity, language }: VersionPairInput) {
  const [current, setCurrent] = useState<VersionDoc | null>(null)
  const [compare, setCompare] = useState<VersionDoc | null>(null)
  const [compareId, setCompareId] = useState<string | null>(() => new URLSearchParams(place.search).get('compareValue'))
  const [latest, setLatest] = useState<LatestVersions>({})
  const [notFound, setNotFound] = useState(false)
  /** The first version has nothing before it to compare with. */
  const [nothingToCompare, setNothingToCompare] = useState(false)

  // Reads the URL as it is when the version changes; picking a comparison later does not read it again.
  const readVersion = useEffectEvent((live: () => boolean) => {
    if (!schema) return
    const first = versionDetailFirstRequests(place, schema, language)
    if (!first.version) return
    void invokeApi(first.version).then(async (result) => {
      if (!live()) return
      if (!result.ok) return setNotFound(true)
      setCurrent(result.data as VersionDoc)
      if (!first.compare) {
        const previousRequest = previousVersionFirstRequest(place, schema, language, result)
        const previous = previousRequest ? await invokeApi(previousRequest) : null
        const prev = previous?.ok ? firstDoc(previous.data) : undefined
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
  }, [entity, place.versionId, target])

  const readCompare = useEffectEvent((id: string, live: () => boolean) => {
    // Already read whole with the lookup of the previous version.
    if (compare && String(compare.id) === id) return
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

  return { current, compare, compareId, setCompareId, latest, notFound, nothingToCompare }
}
