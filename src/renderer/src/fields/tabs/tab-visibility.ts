/**
 * Which tabs a condition hides. The server answers hidden data paths (a failing tab condition hides all
 * the tab holds; a failing condition on the tabs field hides all of its tabs), so a tab is left out when
 * every data path it holds is hidden.
 */
import type { FolioClientField } from '@shared/protocol'
import { childPath } from '../common/paths'

/** The data paths a tab holds at its level: its own name, or the named fields inside it (through layout fields). */
export function tabDataPaths(tab: FolioClientField, base: string): string[] {
  return tab.name ? [childPath(base, tab.name)] : namedWithin(tab.fields ?? [], base)
}

function namedWithin(fields: readonly FolioClientField[], base: string): string[] {
  return fields.flatMap((field) => {
    if (field.name) return field.type === 'ui' ? [] : [childPath(base, field.name)]
    if (field.type === 'tabs') return (field.tabs ?? []).flatMap((tab) => tabDataPaths(tab, base))
    return namedWithin(field.fields ?? [], base)
  })
}

/** Per tab, whether it shows: a tab holding no data (only ui fields) always does. */
export function shownTabs(
  tabs: readonly FolioClientField[],
  base: string,
  isHidden: (path: string) => boolean,
): boolean[] {
  return tabs.map((tab) => {
    const paths = tabDataPaths(tab, base)
    return paths.length === 0 || !paths.every(isHidden)
  })
}

/** The tab to open: the chosen one while it shows, else the first that shows (-1 when none does). */
export function openTab(chosen: number, shown: readonly boolean[]): number {
  return shown[chosen] ? chosen : shown.indexOf(true)
}
