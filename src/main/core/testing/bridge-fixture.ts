/**
 * The composed bridge handlers over a real SessionManager and CmsConnection (session-fixture.ts), with
 * the schema and access endpoints answering who asked: for the tests of each bridge service.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ApiRequest } from '@shared/api'
import { FOLIO_ENDPOINTS } from '@shared/protocol'
import { createBridgeHandlers, type HandlerDeps } from '../bridge'
import { DraftStore } from '../draft-store'
import { fail, ok, type FakeRoute } from './fake-cms'
import { createTestSession, SESSION_FIXTURE } from './session-fixture'

const { REMOTE, EDITOR } = SESSION_FIXTURE
export const SCHEMA: ApiRequest = { method: 'GET', path: FOLIO_ENDPOINTS.schema }
export const ACCESS: ApiRequest = { method: 'GET', path: '/access' }

/** The token's own number, which tells tokens apart without being one (the renderer never sees a token). */
export const tokenNumber = (token: string | null | undefined) => token?.slice(token.lastIndexOf('-') + 1)

/** Answers with the server and token that asked, so a test sees whose answer it got. */
export const whoAsked =
  (serverUrl: string): FakeRoute =>
  (_request, token) =>
    token
      ? ok({ serverUrl, token: tokenNumber(token) })
      : fail({ kind: 'forbidden', status: 403, message: 'not signed in' })

export function setupBridge(
  drafts = new DraftStore(mkdtempSync(join(tmpdir(), 'folio-drafts-'))),
  host: Pick<HandlerDeps, 'relayOrigin'> = {},
) {
  const context = createTestSession()
  const { servers, localCms, settings, cms, session } = context
  for (const url of [REMOTE, localCms.url]) {
    servers.on(url, SCHEMA.method, SCHEMA.path, whoAsked(url)).on(url, ACCESS.method, ACCESS.path, whoAsked(url))
  }
  const handlers = createBridgeHandlers({
    appInfo: { name: 'Folio', version: '0.0.0', host: 'web', platform: 'linux', versions: { node: '20' } },
    settings,
    cms,
    session,
    drafts,
    ...host,
  })
  const schemaFetches = () => servers.seen(SCHEMA.method, SCHEMA.path).length
  const accessFetches = () => servers.seen(ACCESS.method, ACCESS.path).length
  const signInRemote = async (email = EDITOR.email, password = 'secret') => {
    await session.connect(context.profile(REMOTE))
    return session.signIn({ email, password })
  }
  return { ...context, handlers, schemaFetches, accessFetches, signInRemote }
}
