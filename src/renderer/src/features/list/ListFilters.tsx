/** Search, the columns and filters panels, and the list answer's error: the same on the list and the trash. */
import type { ApiError } from '@shared/api'
import { ListControls } from './ListControls'
import { ListPanels } from './ListPanels'
import type { ListPlace } from './use-list-place'

export function ListFilters({ place, error }: { place: ListPlace; error: ApiError | null }) {
  const { query, columns, titleField, panel, setPanel, activeNames, go } = place
  return (
    <>
      <ListControls
        search={query.search}
        searchLabel={columns.find((c) => c.name === titleField)?.label ?? 'ID'}
        panel={panel}
        onPanel={setPanel}
        go={go}
      />
      <ListPanels {...{ panel, columns, activeNames, go }} where={query.where} />
      {error && (
        <p className="list__error" role="alert" data-testid="list-error">
          {error.message}
        </p>
      )}
    </>
  )
}
