import { useMemo } from 'react'
import { useI18n, useT } from '../../core/i18n/i18n-store'
import { listColumns, titleFieldOf, type ListColumn } from '../../core/schema/schema'
import { useEntity } from '../../core/stores/use-entity'

/** Every column a collection's list can show, labelled in the UI language, with drafts' status. */
export function useListColumns(slug: string): { columns: ListColumn[]; titleField: string } {
  const t = useT()
  const language = useI18n((s) => s.language)
  const { entity, extras } = useEntity('collection', slug)
  const columns = useMemo<ListColumn[]>(() => {
    if (!entity) return []
    const all = listColumns(entity, language, { createdAt: t('general:createdAt'), updatedAt: t('general:updatedAt') })
    if (extras?.drafts && !all.some((c) => c.name === '_status'))
      all.push({
        name: '_status',
        label: t('version:status'),
        field: { type: 'select', name: '_status' },
        sortable: true,
      })
    return all
  }, [entity, extras, language, t])
  return { columns, titleField: entity ? titleFieldOf(entity) : 'id' }
}
