/** A collection's list (in the entry: the usual first screen) and its trash (a chunk of its own). */
import { screenChunk, screenRoute, type ScreenRoute } from '../../core/routes/screen-route'
import { ListView } from './ListView'
import { listFirstRequests } from './first-requests'
import { trashFirstRequests } from './Trash/first-requests'

const trash = screenChunk(import.meta.glob<typeof import('./Trash/TrashView')>('./Trash/TrashView.tsx'))

export const listRoutes: ScreenRoute[] = [
  screenRoute({
    name: 'collection',
    path: 'collections/:slug',
    screen: 'list',
    view: () => <ListView />,
    firstRequests: listFirstRequests,
  }),
  screenRoute({
    name: 'trash',
    path: 'collections/:slug/trash',
    screen: 'trash',
    chunk: trash,
    view: ({ TrashView }) => <TrashView />,
    firstRequests: trashFirstRequests,
  }),
]
