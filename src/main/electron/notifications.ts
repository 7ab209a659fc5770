/** Electron's Notification as the notifier's port. */
import { Notification } from 'electron'
import type { NotificationPort } from '../desktop/notifier'

// Shown notifications are kept until clicked or closed: one garbage-collected loses its click handler.
const shown = new Set<Notification>()

export const electronNotifications: NotificationPort = {
  isSupported: () => Notification.isSupported(),
  show(content, onClick) {
    const notification = new Notification({ title: content.title, body: content.body, silent: false })
    shown.add(notification)
    notification.on('click', () => {
      shown.delete(notification)
      onClick()
    })
    notification.on('close', () => shown.delete(notification))
    notification.show()
  },
}
