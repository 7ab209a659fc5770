/**
 * The CMS token stays in main: every answer the renderer gets passes through `withoutTokens` first.
 *
 * Two rules, because an answer can carry a token in two ways:
 * - Payload's auth operations (`/<auth collection>/me`, `/login`, `/refresh-token`, `/reset-password`,
 *   `/first-register`, `/verify/…`, and the same on any auth collection) put it at the top level as
 *   `token` or `refreshedToken`: those keys go, whatever their value (a token typed into the page's own
 *   login call, say, is a token too);
 * - any other answer (a custom endpoint, a hook that echoes the request's header) may hold the session's
 *   own token anywhere: every string that contains it goes, at any depth.
 * A document field that happens to be called `token` in a content collection is kept: it is the editor's
 * data, and dropping it would lose it on the next save.
 */

/** The last path segments of Payload's auth operations whose answers carry a token. */
const AUTH_OPERATIONS: ReadonlySet<string> = new Set([
  'me',
  'login',
  'refresh-token',
  'reset-password',
  'first-register',
  'verify',
])

/** The top-level keys of an auth operation's answer that hold a token. */
export const AUTH_TOKEN_KEYS: readonly string[] = ['token', 'refreshedToken']

/** Whether `path` (under the API route, as `renderer:api` names it) is one of Payload's auth operations. */
export function isAuthOperationPath(path: string): boolean {
  const segments = path.split(/[?#]/, 1)[0]!.split('/').filter(Boolean)
  if (segments.length < 2) return false
  // `/users/verify/<token>` names the token after the operation.
  if (segments.length === 3 && segments[1] === 'verify') return true
  return segments.length === 2 && AUTH_OPERATIONS.has(segments[1]!)
}

/**
 * `data` without any token: the auth operation's token keys dropped, and every string holding
 * `sessionToken` removed (from objects by key, from arrays by element). Walks without recursion, so no
 * depth of answer can overflow the stack; the input is copied only where something is removed.
 */
export function withoutTokens(path: string, data: unknown, sessionToken?: string | null): unknown {
  let result = data
  if (isAuthOperationPath(path) && isPlainObject(data) && AUTH_TOKEN_KEYS.some((key) => key in data)) {
    const copy: Record<string, unknown> = { ...data }
    for (const key of AUTH_TOKEN_KEYS) delete copy[key]
    result = copy
  }
  // Shorter strings than this cannot be a token (and would match ordinary text).
  if (!sessionToken || sessionToken.length < 16) return result
  return withoutString(result, sessionToken)
}

function withoutString(data: unknown, secret: string): unknown {
  const holds = (value: unknown) => typeof value === 'string' && value.includes(secret)
  if (holds(data)) return null
  if (!isContainer(data)) return data
  // One pass down, without recursion: every container, its parent and the key it sits at; a string or
  // key holding the secret taints its container and the ones above it (each marked once: linear).
  type Node = { value: Record<string, unknown> | unknown[]; parent: number; key: string | number }
  const nodes: Node[] = [{ value: data, parent: -1, key: '' }]
  const tainted = new Set<number>()
  const taint = (index: number) => {
    for (let i = index; i !== -1 && !tainted.has(i); i = nodes[i]!.parent) tainted.add(i)
  }
  for (let index = 0; index < nodes.length; index++) {
    const { value } = nodes[index]!
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const inner: unknown = value[i]
        if (holds(inner)) taint(index)
        else if (typeof inner === 'object' && inner !== null)
          nodes.push({ value: inner as Node['value'], parent: index, key: i })
      }
      continue
    }
    for (const key in value) {
      const inner = value[key]
      if (key.includes(secret) || holds(inner)) taint(index)
      else if (typeof inner === 'object' && inner !== null)
        nodes.push({ value: inner as Node['value'], parent: index, key })
    }
  }
  if (!tainted.size) return data
  // Then the tainted containers are copied, top first, and what holds the secret left out of the copies.
  const copies = new Map<number, Record<string, unknown> | unknown[]>()
  for (let index = 0; index < nodes.length; index++) {
    if (!tainted.has(index)) continue
    const { value, parent, key } = nodes[index]!
    const copy = Array.isArray(value)
      ? value.map((inner) => (holds(inner) ? REMOVED : inner))
      : Object.fromEntries(Object.entries(value).filter(([k, inner]) => !k.includes(secret) && !holds(inner)))
    copies.set(index, copy)
    if (parent !== -1) (copies.get(parent) as Record<string | number, unknown>)[key] = copy
  }
  for (const copy of copies.values())
    if (Array.isArray(copy)) for (let i = copy.length - 1; i >= 0; i--) if (copy[i] === REMOVED) copy.splice(i, 1)
  return copies.get(0)
}

/** Marks an array element to leave out (indices stay as they were until every copy is made). */
const REMOVED = Symbol('removed')

function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  return Array.isArray(value) || isPlainObject(value)
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
