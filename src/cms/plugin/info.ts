import type { PayloadHandler } from 'payload'

import { json } from './http.js'
import { FOLIO_PROTOCOL_VERSION, type FolioInfoResponse } from '../../shared/protocol.js'

/**
 * Public on purpose: before anyone signs in, a client must learn that the plugin is there, whether it
 * speaks its protocol, and which auth collection (and email or username) to sign in with.
 */
export const infoHandler =
  (pluginVersion: string): PayloadHandler =>
  (req) => {
    const { config } = req.payload
    const userSlug = config.admin.user
    const auth = req.payload.collections[userSlug]?.config.auth
    const lwu = auth && typeof auth === 'object' ? auth.loginWithUsername : false
    const body: FolioInfoResponse = {
      folio: { protocolVersion: FOLIO_PROTOCOL_VERSION, pluginVersion },
      auth: {
        collection: userSlug,
        loginWithUsername:
          lwu && typeof lwu === 'object'
            ? {
                allowEmailLogin: Boolean(lwu.allowEmailLogin),
                requireEmail: Boolean(lwu.requireEmail),
                requireUsername: lwu.requireUsername !== false,
              }
            : false,
      },
    }
    return Promise.resolve(json(body))
  }
