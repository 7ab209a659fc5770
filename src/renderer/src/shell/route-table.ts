/**
 * Every feature's screens, in one list: the router, the prefetch and the chunk loaders read them here,
 * and core/routes/route-table.ts (the URL builders and parsers) and the early script's table are
 * generated from them (route-table-source.ts, kept in step by route-table.test.ts).
 */
import type { ScreenRoute } from '../core/routes/screen-route'
import { accountRoutes } from '../features/account/routes'
import { dashboardRoutes } from '../features/dashboard/routes'
import { documentRoutes } from '../features/document/routes'
import { listRoutes } from '../features/list/routes'

/** Each feature's routes.tsx, by the feature's folder. */
export const FEATURE_ROUTES: Record<string, readonly ScreenRoute[]> = {
  dashboard: dashboardRoutes,
  account: accountRoutes,
  list: listRoutes,
  document: documentRoutes,
}

export const SCREEN_ROUTES: readonly ScreenRoute[] = Object.values(FEATURE_ROUTES).flat()

/** The screen route of this name in the table (core/routes/route-table.ts names the same ones). */
export function screenRouteNamed(name: string): ScreenRoute | undefined {
  return SCREEN_ROUTES.find((route) => route.name === name)
}
