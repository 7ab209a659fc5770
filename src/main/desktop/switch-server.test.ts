import { describe, expect, it, vi } from 'vitest'
import type { SessionState } from '@shared/session'
import { switchToServer } from './switch-server'

function session(
  profiles: Array<{ id: string; name: string; url: string }>,
  phase: SessionState['phase'] = 'signed-out',
) {
  return {
    listProfiles: () => profiles,
    saveProfile: vi.fn((input: { name: string; url: string }) => ({
      ok: true as const,
      profile: { id: 'new', name: input.name, url: input.url },
    })),
    connect: vi.fn(() => Promise.resolve({ phase } as SessionState)),
  }
}

describe('switchToServer', () => {
  it('connects through the saved profile of that server', async () => {
    const s = session([{ id: 'p1', name: 'CMS', url: 'https://cms.example/' }])
    expect(await switchToServer(s, 'https://cms.example')).toBe(true)
    expect(s.saveProfile).not.toHaveBeenCalled()
    expect(s.connect).toHaveBeenCalledWith({ kind: 'profile', id: 'p1' })
  })
  it('saves a profile for a server not seen before; a failed connection is a failure', async () => {
    const s = session([], 'error')
    expect(await switchToServer(s, 'https://other.example')).toBe(false)
    expect(s.saveProfile).toHaveBeenCalledWith({ name: '', url: 'https://other.example' })
    expect(s.connect).toHaveBeenCalledWith({ kind: 'profile', id: 'new' })
  })
})
