/** Search, the columns and filters panels, and the list read's error or slowness with Retry: the same on the list and the trash. */
import type { ScreenRead } from '../../core/lib/use-screen-read'
import { countConditions } from '../../core/lib/where-complete'
import { ScreenState } from '../../ui/ScreenState/ScreenState'
import { ListControls } from './ListControls'
import { ListPanels } from './ListPanels'
import type { ListPlace } from './use-list-place'

export function ListFilters({ place, read }: { place: ListPlace; read: ScreenRead }) {
  const { query, columns, searchLabel, panel, setPanel, activeNames, go, setColumns } = place
  const fieldOf = (name: string) => columns.find((c) => c.name === name)?.field
  return (
    <>
      <ListControls
        search={query.search}
        searchLabel={searchLabel}
        activeFilters={countConditions(query.where, fieldOf)}
        panel={panel}
        onPanel={setPanel}
        go={go}
      />
      <ListPanels {...{ panel, columns, activeNames, go, setColumns }} where={query.where} />
      {read.phase !== 'loading' && <ScreenState read={read} messageTestId="list-error" />}
    </>
  )
}
