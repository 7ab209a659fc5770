import type { Payload } from 'payload'

import { logInfo } from '../logger.js'

/**
 * A team server's first admin, from FOLIO_ADMIN_EMAIL / FOLIO_ADMIN_PASSWORD: created once, as an editor
 * (the role that manages users). Later starts leave the account alone, so a password changed in Folio
 * is not reset by the environment, and no fixed password ever ships.
 */
export const ensureFirstAdmin = async (payload: Payload, admin: { email: string; password: string }) => {
  const existing = await payload.count({ collection: 'users', where: { email: { equals: admin.email } } })
  if (existing.totalDocs > 0) {
    logInfo(`admin ${admin.email} exists; FOLIO_ADMIN_PASSWORD is only used to create it`)
    return
  }
  await payload.create({
    collection: 'users',
    data: { email: admin.email, password: admin.password, role: 'editor', name: 'Admin' },
    overrideAccess: true,
  })
  logInfo(`created the admin ${admin.email}`)
}
