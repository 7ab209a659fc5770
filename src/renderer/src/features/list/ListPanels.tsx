/** The list's column picker or filter builder, whichever is open; shared by the list and the trash. */
import { ColumnPicker } from './ColumnPicker/ColumnPicker'
import { WhereBuilder } from './WhereBuilder/WhereBuilder'
import type { ListQuery } from '../../core/lib/list-query'
import type { ListColumn } from '../../core/schema/schema'
import type { ListPanel } from './ListControls'

interface Props {
  panel: ListPanel
  columns: ListColumn[]
  activeNames: string[]
  where: ListQuery['where']
  go: (patch: Partial<ListQuery>) => void
  setColumns: (names: string[]) => void
}

export function ListPanels({ panel, columns, activeNames, where, go, setColumns }: Props) {
  if (panel === 'columns') return <ColumnPicker columns={columns} active={activeNames} onChange={setColumns} />
  if (panel === 'filters')
    return <WhereBuilder fields={columns} where={where} onApply={(next) => go({ where: next, page: 1 })} />
  return null
}
