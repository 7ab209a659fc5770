/** The preview page's address, and the one reload a remote frontend needs to be allowed in the page. */
import { useEffect, useState } from 'react'
import { getBridge } from '../../../core/bridge'
import { FOLIO_ENDPOINTS } from '@shared/protocol'
import { httpOrigin } from '../../../core/live-preview'

/** The address is the Folio plugin's preview relay (its page frames the frontend for this UI). */
export const isPreviewRelay = (url: string | null | undefined): boolean =>
  Boolean(url && URL.canParse(url) && new URL(url).pathname.endsWith(FOLIO_ENDPOINTS.previewRelay))

interface PreviewTarget {
  kind: 'collection' | 'global'
  slug: string
  id?: string
  locale?: string
}

/**
 * The address the preview loads: undefined while asked for, null when the entity has no preview URL.
 * In a browser tab it is the Folio plugin's relay when main got one: a frontend talks to its CMS's
 * origin only, and the relay, at that origin, passes the messages between this page and it.
 */
export function usePreviewUrl({ kind, slug, id, locale }: PreviewTarget): string | null | undefined {
  // The URL from the entity's admin.livePreview.url (run on the CMS by the Folio plugin), for this target.
  const asked = JSON.stringify([kind, slug, id, locale])
  const [answer, setAnswer] = useState<{ asked: string; url: string | null } | null>(null)
  useEffect(() => {
    let current = true
    // The desktop's native view and popup reach any frontend themselves (their preload relays).
    const relay = getBridge().host === 'electron' ? {} : { relay: true }
    void getBridge()
      .invoke(
        'renderer:preview-url',
        kind === 'collection'
          ? { collection: slug, id, ...(locale ? { locale } : {}), ...relay }
          : { global: slug, ...(locale ? { locale } : {}), ...relay },
      )
      .then(
        (result) => current && setAnswer({ asked, url: result.ok ? (result.data.relayUrl ?? result.data.url) : null }),
      )
    return () => {
      current = false
    }
  }, [asked, kind, slug, id, locale])
  const url = answer?.asked === asked ? answer.url : undefined

  // A remote server's frontend is allowed in the page's CSP only once the host has seen its origin
  // (from the preview-url answer above): the page loaded before that reloads once to get it.
  const origin = url ? httpOrigin(url) : null
  useEffect(() => {
    if (!origin) return
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      if (!/^(frame|child)-src/.test(event.effectiveDirective) || httpOrigin(event.blockedURI) !== origin) return
      const key = `folio-preview-csp-reload:${origin}`
      if (sessionStorage.getItem(key)) return
      sessionStorage.setItem(key, '1')
      window.location.reload()
    }
    document.addEventListener('securitypolicyviolation', onViolation)
    return () => document.removeEventListener('securitypolicyviolation', onViolation)
  }, [origin])

  return url
}
