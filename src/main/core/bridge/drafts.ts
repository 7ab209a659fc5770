/**
 * Local drafts (unsaved edits kept on disk). They belong to one user on one server: main picks the
 * folder from the session, so a renderer asking for a key gets only its own user's drafts.
 */
import { z } from 'zod'
import type { SessionState } from '@shared/session'
import type { DraftStore } from '../draft-store'
import type { SessionManager } from '../session'
import type { ServiceHandlers, ServiceValidators } from './service'

const draftKey = z.string().min(1).max(2048)
/** A page instance's id (the renderer makes it: random, URL-safe). */
const draftInstance = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/)

export const draftValidators = {
  'renderer:draft-list': z.object({ key: draftKey }).strict(),
  'renderer:draft-save': z
    .object({
      key: draftKey,
      instance: draftInstance.optional(),
      data: z.record(z.string(), z.unknown()),
      savedAt: z.number(),
      baseUpdatedAt: z.string().max(64).nullable(),
      base: z
        .object({
          fields: z.array(z.string().min(1).max(200)).max(10_000),
          values: z.record(z.string().max(2048), z.unknown()),
        })
        .strict()
        .optional(),
      queued: z
        .array(z.enum(['draft', 'publish', 'save']))
        .max(100)
        .optional(),
    })
    .strict(),
  'renderer:draft-clear': z.object({ key: draftKey, instance: draftInstance.nullable().optional() }).strict(),
} satisfies ServiceValidators

export interface DraftDeps {
  session: SessionManager
  drafts: DraftStore
}

/**
 * The draft channels, scoped to the signed-in user. Also keeps the store tidy: a user's drafts go when
 * they sign out, old ones are swept at start, and drafts from before they were kept per user go to the
 * first user who signs in to their server.
 */
export function draftHandlers(deps: DraftDeps): ServiceHandlers<typeof draftValidators> {
  const draftScope = () => draftScopeOf(deps.session.getState())
  deps.session.onSignedOut?.((previous) => {
    const scope = draftScopeOf(previous)
    if (scope) deps.drafts.removeScope(scope)
  })
  try {
    deps.drafts.sweep()
  } catch {
    // A folder that cannot be read now is tried again at the next start; drafts still work.
  }
  deps.session.onSignedIn?.(() => {
    const state = deps.session.getState()
    const server = draftServerOf(state)
    const scope = draftScopeOf(state)
    try {
      if (server && scope) deps.drafts.adoptLegacy(server, scope)
    } catch {
      // What could not be moved stays where it was and is tried again at the next sign-in.
    }
  })
  return {
    'renderer:draft-list': ({ key }) => {
      const scope = draftScope()
      return Promise.resolve(scope ? deps.drafts.list(scope, key) : [])
    },
    'renderer:draft-save': (draft) => {
      const scope = draftScope()
      if (!scope) return Promise.reject(new Error('not signed in: the draft has no owner'))
      deps.drafts.save(scope, draft)
      return Promise.resolve()
    },
    'renderer:draft-clear': ({ key, instance }) => {
      const scope = draftScope()
      if (scope) deps.drafts.clear(scope, key, instance)
      return Promise.resolve()
    },
  }
}

/**
 * Whose drafts: the built-in CMS ('local', whatever port it got this time) or the server's URL, and
 * the signed-in user's collection and id. null when no one is signed in.
 */
export function draftScopeOf(state: SessionState): string | null {
  const server = draftServerOf(state)
  if (!server || !state.user) return null
  return `${server}#${state.user.collection}:${String(state.user.id)}`
}

/** The server part of draft keys and scopes: 'local' for the built-in CMS, else the server's URL. */
export function draftServerOf(state: SessionState): string | null {
  if (state.phase !== 'signed-in' || !state.user) return null
  return (state.target.kind === 'local' ? 'local' : state.serverUrl) || null
}
