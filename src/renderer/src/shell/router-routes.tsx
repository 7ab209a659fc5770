/** The router's screens below the admin route, one per route of the features' tables, most specific first. */
import { Route } from 'react-router-dom'
import type { ScreenRoute } from '../core/routes/screen-route'
import { rankRoutes } from '../core/routes/route-match'

/**
 * Ranked as the parser ranks them, so where React Router scores two paths alike (it keeps their order),
 * it shows the screen the prefetch prepared (collections/<slug>/trash/api is a trashed document, not an API view).
 */
export function screenRouteElements(routes: readonly ScreenRoute[]) {
  return rankRoutes(routes).map((route) => {
    if (route.path === '') return <Route key={route.name} index element={route.view(undefined)} />
    const { chunk } = route
    // A screen in a chunk of its own: the router loads it before showing it.
    if (chunk)
      return (
        <Route key={route.name} path={route.path} lazy={async () => ({ element: route.view(await chunk.load()) })} />
      )
    return <Route key={route.name} path={route.path} element={route.view(undefined)} />
  })
}
