import { screenRoute, type ScreenRoute } from '../../core/routes/screen-route'
import { DashboardView } from './DashboardView'

/** The admin route itself. */
export const dashboardRoutes: ScreenRoute[] = [
  screenRoute({ name: 'dashboard', path: '', screen: 'dashboard', view: () => <DashboardView /> }),
]
