/**
 * Tells the editor something while they may look elsewhere: a native notification in the desktop app, the
 * browser's Notification API in the web host (when the site may notify), else a toast in the page.
 */
import type { FolioBridge } from '@shared/bridge'
import { getBridge } from './index'

export interface NotifyContent {
  title: string
  body: string
  /** The app route a click goes to. */
  path?: string
}

export interface NotifyFallbacks {
  /** The in-page toast, when nothing else can be shown. */
  toast: (content: NotifyContent) => void
  /** Goes to the route after a click on a browser notification. */
  navigate: (path: string) => void
}

export type NotifiedBy = 'native' | 'browser' | 'toast'

export async function notifyEditor(
  content: NotifyContent,
  fallbacks: NotifyFallbacks,
  bridge: FolioBridge = getBridge(),
): Promise<NotifiedBy> {
  const answer = await bridge.invoke('renderer:notify', content).catch(() => ({ shown: false as const }))
  if (answer.shown) return 'native'
  const Browser = typeof Notification === 'function' ? Notification : null
  // Asking for permission needs a click of the editor's own; without it granted, the toast says it.
  if (Browser?.permission === 'granted') {
    try {
      const shown = new Browser(content.title, { body: content.body })
      shown.onclick = () => {
        window.focus()
        if (content.path) fallbacks.navigate(content.path)
      }
      return 'browser'
    } catch {
      // Some browsers allow notifications only from a service worker: the toast below.
    }
  }
  fallbacks.toast(content)
  return 'toast'
}

/** Whether the editor is looking elsewhere: another window or tab, or the window minimised. */
export function editorLooksAway(page: Pick<Document, 'visibilityState' | 'hasFocus'> = document): boolean {
  return page.visibilityState !== 'visible' || !page.hasFocus()
}

/**
 * Tells an editor who is looking elsewhere of something the page itself already shows (a failed
 * autosave, a lock taken over): the page's own message is still there when they come back, so there is
 * no toast in its place. Nothing when they are looking.
 */
export async function notifyWhenAway(
  content: NotifyContent,
  navigate: (path: string) => void,
  { away = editorLooksAway(), bridge }: { away?: boolean; bridge?: FolioBridge } = {},
): Promise<NotifiedBy | null> {
  if (!away) return null
  return notifyEditor(content, { toast: () => undefined, navigate }, bridge)
}
