/**
 * One bulk run on the list's collection: "all matching" is first turned into ids (page by page, so
 * deleting does not shift pages), then the runner sends them in batches. What failed, or was not yet
 * done when the run stopped, stays selected; the list reloads after every run.
 */
import { useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import type { QueryValue } from '@shared/api'
import { runBulk, type BulkProgress } from '../../../core/bulk/runner'
import type { DocId } from '../../../core/bulk/selection'
import {
  bulkBatchAnswer,
  bulkBatchRequest,
  bulkConfirmAnswer,
  bulkConfirmRequest,
  invokeApi,
  matchingIdsRequest,
  type BulkAction,
} from '../../../core/requests'
import { useSelectionStore } from '../../../core/stores/selection-store'
import { notifyWhenAway } from '../../../core/bridge/notify'
import { useT } from '../../../core/i18n/i18n-store'
import { bulkStatusText } from './bulk-status'

/** The documents a run is for: picked ones, or every one matching the list's where. */
export type BulkTarget = { ids: DocId[] } | { where: QueryValue | undefined }

interface Options {
  slug: string
  drafts: boolean
  language: string
  /** The trash's documents: "all matching" is read with trash=true. */
  trash?: boolean
  onFinished: () => void
}

const stopped = (message: string): BulkProgress => ({
  total: 0,
  done: [],
  failed: [],
  remaining: [],
  unknown: [],
  state: 'lost',
  message,
})

export function useBulkRun({ slug, drafts, language, trash = false, onFinished }: Options) {
  const [progress, setProgress] = useState<BulkProgress | null>(null)
  const [resolving, setResolving] = useState(false)
  const [cancelling, setCancelling] = useState(false)
  const cancelled = useRef(false)
  const last = useRef<{ action: BulkAction; target: BulkTarget } | null>(null)
  const t = useT()
  const navigate = useNavigate()
  const location = useLocation()
  /** The list the run started on: a click on its notification goes back there. */
  const listPath = `${location.pathname}${location.search}`

  async function matchingIds(where: QueryValue | undefined): Promise<DocId[] | { message: string }> {
    const ids: DocId[] = []
    for (let page = 1; ; page++) {
      const answer = await invokeApi(matchingIdsRequest(slug, where, page, drafts, language, trash))
      if (!answer.ok) return { message: answer.error.message }
      const data = answer.data as { docs: Array<{ id: unknown }>; totalPages: number }
      ids.push(...data.docs.map((d) => String(d.id)))
      if (page >= data.totalPages || cancelled.current) return ids
    }
  }

  async function execute(action: BulkAction, ids: DocId[], from?: BulkProgress) {
    const result = await runBulk(
      ids,
      (batch) => invokeApi(bulkBatchRequest(slug, action, batch, language)).then(bulkBatchAnswer),
      {
        isCancelled: () => cancelled.current,
        onProgress: setProgress,
        from,
        confirm: (batch) =>
          invokeApi(bulkConfirmRequest(slug, action, batch, language), { fresh: true }).then((answer) =>
            bulkConfirmAnswer(action, batch, answer),
          ),
      },
    )
    setCancelling(false)
    const kept = [...result.failed, ...[...result.remaining, ...result.unknown].map((id) => ({ id, message: '' }))]
    if (kept.length) useSelectionStore.getState().keepFailed(kept)
    else useSelectionStore.getState().clear()
    onFinished()
    // A long run is often left to itself: an editor looking elsewhere hears how it ended.
    void notifyWhenAway(
      { title: t('folio:bulkRun'), body: bulkStatusText(t, result), path: listPath },
      (path) => void navigate(path),
    )
  }

  async function start(action: BulkAction, target: BulkTarget) {
    last.current = { action, target }
    cancelled.current = false
    setProgress(null)
    if ('ids' in target) return execute(action, target.ids)
    setResolving(true)
    const ids = await matchingIds(target.where)
    setResolving(false)
    if (Array.isArray(ids)) return execute(action, ids)
    setProgress(stopped(ids.message))
  }

  return {
    progress,
    resolving,
    cancelling,
    running: resolving || progress?.state === 'running' || progress?.state === 'checking',
    start,
    /** Stops after the batch under way. */
    cancel: () => {
      cancelled.current = true
      setCancelling(true)
    },
    /** After a lost connection: reads what is unknown again, then sends what was not done; or everything when the documents were never found. */
    retry: () => {
      const run = last.current
      if (!run || !progress) return
      cancelled.current = false
      if (progress.remaining.length === 0 && progress.total === 0) return void start(run.action, run.target)
      return void execute(run.action, [], progress)
    },
    close: () => setProgress(null),
  }
}
