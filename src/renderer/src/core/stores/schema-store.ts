/** The connected server's admin schema and this user's permissions, loaded once per sign-in. */
import { create } from 'zustand'
import type { FolioSchemaResponse } from '@shared/protocol'
import type { ApiError, ApiResult } from '@shared/api'
import type { SessionState } from '@shared/session'
import { adminPrefix, setAdminPrefix, underPrefix } from '../routes/routes'
import { getBridge } from '../bridge'
import { useI18n } from '../i18n/i18n-store'
import { unknownFieldTypes, type AccessMap } from '../schema/schema'
import { resolveBlockReferences } from '../schema/block-references'

interface SchemaStore {
  /** serverUrl + user id the loaded schema belongs to. */
  key: string | null
  schema: FolioSchemaResponse | null
  access: AccessMap | null
  unknownTypes: string[]
  /** The server's admin route: the prefix of every route (the router is built for it). */
  adminPrefix: string
  error: ApiError | null
  loading: boolean
  loadFor(session: SessionState | null): Promise<void>
  /** Reads the schema and permissions again for the user signed in now (after they could not be read). */
  reload(): Promise<void>
  /**
   * The user chose another UI language: its strings, then the schema in it (labels and descriptions
   * the server gives per language). Open screens stay, and forms keep what was typed (they are keyed
   * by path, not by the schema object). When the schema cannot be read, the labels stay as they were.
   */
  switchLanguage(code: string): Promise<void>
  /** Takes what the boot call brought, so the first screen needs no second round trip. */
  hydrate(
    session: SessionState,
    schema: ApiResult<FolioSchemaResponse> | null,
    access: ApiResult<Record<string, unknown>> | null,
  ): void
}

/** Who is signed in where (server URL and user), or null: what per-user state is keyed by. */
export function sessionKey(session: SessionState | null): string | null {
  return session?.phase === 'signed-in' && session.serverUrl && session.user
    ? `${session.serverUrl}#${session.user.collection}:${String(session.user.id)}`
    : null
}

/**
 * What the UI takes from the server's own settings: its admin route and its languages. `signedInHere`:
 * the schema came after a sign-in on this page (not with the boot), so the URL the sign-in screen kept
 * moves under the server's route; a URL opened with the page stays as typed (another route is not found,
 * as in the server's own admin).
 */
function followServer(schema: FolioSchemaResponse, signedInHere: boolean): { adminPrefix: string } {
  const before = adminPrefix()
  if (setAdminPrefix(schema.config.routes?.admin) && signedInHere && typeof window !== 'undefined') {
    const { pathname, search, hash } = window.location
    const moved = underPrefix(pathname, before, adminPrefix())
    if (moved !== pathname) window.history.replaceState(window.history.state, '', `${moved}${search}${hash}`)
  }
  useI18n.getState().applyServerSettings(schema.extras.i18n ?? null)
  return { adminPrefix: adminPrefix() }
}

/** The schema as the form reads it: blocks fields hold the top-level blocks they reference. */
function withBlocks(schema: FolioSchemaResponse): FolioSchemaResponse {
  resolveBlockReferences(schema.config)
  return schema
}

/** Counts language switches: only the latest one's schema is taken. */
let languageSwitches = 0

export const useSchemaStore = create<SchemaStore>((set, get) => ({
  key: null,
  schema: null,
  access: null,
  unknownTypes: [],
  adminPrefix: adminPrefix(),
  error: null,
  loading: false,
  hydrate(session, schema, access) {
    const key = sessionKey(session)
    if (!key || !schema || !access) return
    if (!schema.ok) return set({ key, error: schema.error, loading: false })
    if (!access.ok) return set({ key, error: access.error, loading: false })
    set({
      key,
      schema: withBlocks(schema.data),
      access: access.data,
      unknownTypes: unknownFieldTypes(schema.data.config),
      error: null,
      loading: false,
      ...followServer(schema.data, false),
    })
  },
  async switchLanguage(code) {
    const asked = ++languageSwitches
    await useI18n.getState().setLanguage(code)
    const { key, schema } = get()
    if (!key || !schema || asked !== languageSwitches) return
    const answer = await getBridge().invoke('renderer:schema')
    if (get().key !== key || asked !== languageSwitches || !answer.ok) return
    set({ schema: withBlocks(answer.data), unknownTypes: unknownFieldTypes(answer.data.config) })
  },
  async reload() {
    const { key, schema } = get()
    if (!key || schema) return
    await read(key)
  },
  async loadFor(session) {
    const key = sessionKey(session)
    if (key === get().key) return
    set({ key, schema: null, access: null, error: null, unknownTypes: [], loading: key !== null })
    if (!key) return
    await read(key)
  },
}))

/** The schema and permissions for this user, into the store unless another user has signed in since. */
async function read(key: string) {
  const { setState: set, getState: get } = useSchemaStore
  set({ error: null, loading: true })
  const bridge = getBridge()
  const unreachable = (error: unknown): ApiResult<never> => ({
    ok: false,
    error: { kind: 'unreachable', message: error instanceof Error ? error.message : String(error) },
  })
  const [schema, access] = await Promise.all([
    bridge.invoke('renderer:schema').catch(unreachable),
    bridge.invoke('renderer:access').catch(unreachable),
  ])
  if (get().key !== key) return
  if (!schema.ok) return set({ error: schema.error, loading: false })
  if (!access.ok) return set({ error: access.error, loading: false })
  set({
    schema: withBlocks(schema.data),
    access: access.data,
    unknownTypes: unknownFieldTypes(schema.data.config),
    loading: false,
    ...followServer(schema.data, true),
  })
}
