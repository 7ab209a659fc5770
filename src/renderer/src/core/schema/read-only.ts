import type { FolioClientField } from '@shared/protocol'

/** The field (or tab) says `admin.readOnly`: it and every field it holds take no input. */
export const isReadOnlyField = (field: FolioClientField): boolean =>
  Boolean((field.admin as { readOnly?: boolean } | undefined)?.readOnly)
