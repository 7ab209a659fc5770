/** Search, the columns and filters panels, and the list answer's error: the same on the list and the trash. */
import type { ApiError } from '@shared/api'
import { countConditions } from '../../core/lib/where-complete'
import { ListControls } from './ListControls'
import { ListPanels } from './ListPanels'
import type { ListPlace } from './use-list-place'

export function ListFilters({ place, error }: { place: ListPlace; error: ApiError | null }) {
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
      {error && (
        <p className="list__error" role="alert" data-testid="list-error">
          {error.message}
        </p>
      )}
    </>
  )
}
