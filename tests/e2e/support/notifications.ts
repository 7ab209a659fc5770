/**
 * Notifications for an editor looking elsewhere. Headless Chromium has no window to leave, so the page
 * is told it has no focus, and the browser notifications it makes are recorded to be read back.
 */
import type { Page } from '@playwright/test'

export type ShownNotification = { title: string; body?: string }

/** From now on the page believes it has no focus, and records each notification it shows. */
export async function watchNotificationsAway(page: Page): Promise<void> {
  await page.context().grantPermissions(['notifications'])
  await page.evaluate(`(() => {
    window.shownNotifications = []
    const Shown = window.Notification
    window.Notification = class extends Shown {
      constructor(title, options) {
        super(title, options)
        window.shownNotifications.push({ title, body: options && options.body })
      }
    }
    document.hasFocus = () => false
  })()`)
}

/** The notifications shown since `watchNotificationsAway`. */
export function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate<ShownNotification[]>('window.shownNotifications')
}
