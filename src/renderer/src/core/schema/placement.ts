/**
 * Which column of the edit view a field sits in. As in Payload's admin, only top-level fields with
 * `admin.position: 'sidebar'` move to the sidebar; the same setting on a field inside tabs, a row, a
 * collapsible, a group, an array or blocks is ignored and the field stays where it is declared, so
 * every field is shown somewhere.
 */
import type { FolioClientField } from '@shared/protocol'

export const isSidebarField = (field: FolioClientField): boolean =>
  (field.admin as { position?: string } | undefined)?.position === 'sidebar'

export interface FieldColumns {
  main: FolioClientField[]
  sidebar: FolioClientField[]
}

/** The top-level fields split into the main column and the sidebar, each keeping its declared order. */
export function splitByPosition(fields: FolioClientField[]): FieldColumns {
  const main: FolioClientField[] = []
  const sidebar: FolioClientField[] = []
  for (const field of fields) (isSidebarField(field) ? sidebar : main).push(field)
  return { main, sidebar }
}
