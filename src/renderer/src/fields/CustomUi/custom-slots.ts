import type { FolioClientField } from '@shared/protocol'

/** A Cell component changes only the list; the edit view shows everything else the server declared. */
export const editViewSlots = (field: FolioClientField): string[] =>
  (field.customComponents ?? []).filter((slot) => slot !== 'Cell')

/** The fields of a list whose server draws their cells itself. */
export const hasCustomCell = (field: FolioClientField | undefined): boolean =>
  Boolean(field?.customComponents?.includes('Cell'))
