/** The folder being browsed: its breadcrumb (from the top) and its subfolders, read again on `reload`. */
import { useCallback, useEffect, useState } from 'react'
import { useI18n, useT } from '../../../core/i18n/i18n-store'
import { folderChain, folderChainRequest, invokeApi, subfoldersRequest, type FolderDoc } from '../../../core/requests'
import { apiErrorText } from '../../../core/i18n/api-error-text'

export interface FolderView {
  chain: Array<{ id: string; name: string }>
  subfolders: Array<{ id: string; name: string }>
  error: string | null
  loading: boolean
}

const EMPTY: FolderView = { chain: [], subfolders: [], error: null, loading: true }

export function useFolderView(slug: string, folder: string | undefined) {
  const language = useI18n((s) => s.language)
  const t = useT()
  const [reloads, setReloads] = useState(0)
  const [view, setView] = useState<{ key: string; value: FolderView } | null>(null)
  const key = `${slug}/${folder ?? ''}#${reloads}`

  useEffect(() => {
    if (!folder) return
    let current = true
    void Promise.all([
      invokeApi(subfoldersRequest(folder, slug, language)),
      folder === 'root' ? null : invokeApi(folderChainRequest(folder, language)),
    ]).then(([subs, chain]) => {
      if (!current) return
      const failed = !subs.ok ? subs : chain && !chain.ok ? chain : null
      const docs = subs.ok ? ((subs.data as { docs?: FolderDoc[] }).docs ?? []) : []
      setView({
        key,
        value: {
          chain: chain?.ok ? folderChain(chain.data as FolderDoc) : [],
          subfolders: docs.map((d) => ({ id: String(d.id), name: d.name })),
          error: failed && !failed.ok ? apiErrorText(failed.error, t) : null,
          loading: false,
        },
      })
    })
    return () => {
      current = false
    }
  }, [key, folder, slug, language, t])

  const reload = useCallback(() => setReloads((n) => n + 1), [])
  // Read again (after a rename, a move, a new subfolder): what was shown stays until the answer, so
  // nothing on screen, nor the focus on it, goes away meanwhile.
  const same = view && view.key.replace(/#\d+$/, '') === key.replace(/#\d+$/, '')
  const value = view?.key === key ? view.value : same ? { ...view.value, loading: true } : EMPTY
  return { ...value, reload }
}
