/**
 * The document's permissions in each of the given locales, as Payload's admin asks them: field access
 * may depend on the locale, and copying needs read in the source and update in the target. An
 * unanswered request leaves the choice to the server, which refuses the save if it must.
 */
import { useEffect, useState } from 'react'
import { docAccessRequest, invokeApi, type DocumentTarget } from '../../../../core/requests'
import type { PermissionNode } from './copy-locale'

export function useCopyAccess(
  target: DocumentTarget,
  locales: string[],
  language: string,
): Record<string, PermissionNode> | null {
  const [answer, setAnswer] = useState<{ key: string; access: Record<string, PermissionNode> } | null>(null)
  const key = `${target.kind}:${target.slug}/${target.id ?? ''}@${locales.join(',')}`
  useEffect(() => {
    let live = true
    const ask = (locale: string) => invokeApi(docAccessRequest(target, { status: 'draft', locale, language }))
    void Promise.all(locales.map(ask)).then((results) => {
      if (!live) return
      const access = Object.fromEntries(locales.map((l, i) => [l, results[i]!.ok ? results[i]!.data : true]))
      setAnswer({ key, access })
    })
    return () => {
      live = false
    }
    // The key names the document and the locales; language only words errors.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  return answer?.key === key ? answer.access : null
}
