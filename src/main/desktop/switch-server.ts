/** Connecting to the server a deep link names, after the editor agreed: its saved profile, or a new one. */
import type { SessionManager } from '../core/session'
import { normalizeServer } from './deep-link'

export async function switchToServer(
  session: Pick<SessionManager, 'listProfiles' | 'saveProfile' | 'connect'>,
  server: string,
): Promise<boolean> {
  const known = session.listProfiles().find((p) => normalizeServer(p.url) === server)
  const saved = known ? { ok: true as const, profile: known } : session.saveProfile({ name: '', url: server })
  if (!saved.ok) return false
  const state = await session.connect({ kind: 'profile', id: saved.profile.id })
  return state.phase !== 'error'
}
