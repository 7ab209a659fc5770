import { screenRoute, type ScreenRoute } from '../../core/routes/screen-route'
import { AccountView } from './AccountView'

export const accountRoutes: ScreenRoute[] = [
  screenRoute({ name: 'account', path: 'account', screen: 'account', view: () => <AccountView /> }),
]
