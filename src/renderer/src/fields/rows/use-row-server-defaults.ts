/**
 * A new array row or block whose fields default by function asks the server for them (Payload runs
 * them with the user and locale) and fills them in where the row is still empty. The row is found by
 * its id when the answer comes, so rows moved meanwhile are no matter; a failure says so and keeps the row.
 */
import { useCallback } from 'react'
import type { FolioClientField } from '@shared/protocol'
import { fillRowDefaults, hasServerDefaults, rowsSchemaPath } from '../../core/schema/row-server-defaults'
import { rowDefaultsRequest } from '../../core/requests/form-state'
import { invokeApi } from '../../core/requests/invoke'
import { readableApiResult } from '../../core/requests/readable-error'
import { apiErrorText } from '../../core/i18n/api-error-text'
import { toast } from '../../core/stores/toast-store'
import { useFieldContext } from '../common/context'

type Data = Record<string, unknown>

/** Returns what to call after adding row `rowId` (of `blockType` for blocks) to the rows at `path`. */
export function useRowServerDefaults(field: FolioClientField, path: string) {
  const { form, document, locale, language, t } = useFieldContext()
  return useCallback(
    async (rowId: string, blockType: string | undefined) => {
      const fields = blockType ? field.blocks?.find((b) => b.slug === blockType)?.fields : field.fields
      if (!document || !hasServerDefaults(fields)) return
      const rows = rowsSchemaPath(path, (rowsPath, index) => form.getRows(rowsPath)[index]?.blockType)
      const schemaPath = [document.slug, rows, blockType].filter(Boolean).join('.')
      const result = readableApiResult(
        await invokeApi(rowDefaultsRequest(document, { schemaPath, ...(locale ? { locale } : {}), language })),
        t,
      )
      if (!result.ok) {
        toast.error(t('folio:rowDefaultsFailed', { reason: apiErrorText(result.error, t) }))
        return
      }
      const index = form.getRows(path).findIndex((row) => row.id === rowId)
      const defaults = (result.data as { defaults?: Data }).defaults
      if (index >= 0 && defaults) fillRowDefaults(form, `${path}.${index}`, fields, defaults)
    },
    [field, path, form, document, locale, language, t],
  )
}
