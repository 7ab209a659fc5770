/**
 * A real SessionManager and CmsConnection over fake servers: a remote one (auth collection `admins`, two
 * editors) and the built-in CMS (its seeded editor), for the tests of the session and of the handlers.
 */
import { onTestFinished } from 'vitest'
import type { SessionState } from '@shared/session'
import { CmsConnection } from '../cms-connection'
import { SessionManager } from '../session'
import { MemorySettingsStore } from '../settings'
import { noPersistence, TokenVault } from '../token-vault'
import { FakeLocalCms, FakeServers, serveAuth } from './fake-cms'

export const SESSION_FIXTURE = {
  REMOTE: 'https://cms.example.com',
  OTHER: 'https://other.example.com',
  EDITOR: { id: 1, collection: 'admins', email: 'ed@example.com' },
  SECOND_EDITOR: { id: 2, collection: 'admins', email: 'second@example.com' },
  LOCAL_EDITOR: { id: 7, collection: 'users', email: 'editor@example.com' },
}

export function createTestSession(options: { envUrl?: string } = {}) {
  const { REMOTE, EDITOR, SECOND_EDITOR, LOCAL_EDITOR } = SESSION_FIXTURE
  const servers = new FakeServers()
  const localCms = new FakeLocalCms()
  const settings = new MemorySettingsStore()
  const vault = new TokenVault(settings, noPersistence)
  const cms = new CmsConnection({
    local: { serverEntry: 'server.js', dataDir: '/data' },
    vault,
    createClient: servers.createClient,
    startLocal: localCms.start,
  })
  const phases: SessionState['phase'][] = []
  /** Every state the session told the UI, in order. */
  const states: SessionState[] = []
  const session = new SessionManager({
    cms,
    vault,
    settings,
    localAccount: { email: LOCAL_EDITOR.email, password: 'editor-password' },
    envUrl: options.envUrl,
    onChange: (state) => {
      phases.push(state.phase)
      states.push(state)
    },
    now: () => Date.now(),
  })
  const remote = serveAuth(servers, REMOTE, {
    userCollection: 'admins',
    accounts: [
      { email: EDITOR.email, password: 'secret', user: EDITOR },
      { email: SECOND_EDITOR.email, password: 'second-secret', user: SECOND_EDITOR },
    ],
  })
  const local = serveAuth(servers, localCms.url, {
    accounts: [{ email: LOCAL_EDITOR.email, password: 'editor-password', user: LOCAL_EDITOR }],
  })
  /** Saves a profile for `url` and returns the target that connects to it. */
  const profile = (url: string) => {
    const saved = session.saveProfile({ name: '', url })
    if (!saved.ok) throw new Error(saved.error.detail)
    return { kind: 'profile' as const, id: saved.profile.id }
  }
  /** Connects to the built-in CMS, which is ready at once. */
  const connectLocal = () => {
    const connecting = session.connect({ kind: 'local' })
    localCms.ready()
    return connecting
  }
  onTestFinished(() => session.dispose())
  return { servers, localCms, settings, vault, cms, session, phases, states, remote, local, profile, connectLocal }
}
