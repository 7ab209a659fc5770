/**
 * Every bridge payload is checked here before a handler sees it. The renderer is treated as untrusted:
 * a compromised page must not be able to reach other hosts, smuggle a token or crash the host.
 */
import { z } from 'zod'
import { API_METHODS } from '@shared/api'
import type { BridgeChannel, BridgeRequest } from '@shared/bridge'
import { THEME_SETTINGS } from '@shared/theme'
import { documentKey, isAppRoutePath } from '@shared/windows'
import { DOCUMENT_COMMANDS } from '@shared/menu'
import { SHORTCUTS, type ShortcutId } from '@shared/shortcuts'

const SHORTCUT_IDS = SHORTCUTS.map((s) => s.id) as [ShortcutId, ...ShortcutId[]]

const none = z
  .undefined()
  .or(z.null())
  .transform(() => undefined)

/** A preview page's address: http(s) only (never file:, javascript: or the app's own scheme). */
const httpUrl = z
  .string()
  .max(4096)
  .refine((u) => /^https?:\/\//i.test(u) && URL.canParse(u), 'an http(s) URL')

/** A live-preview protocol message (built in the renderer's core/live-preview). */
const liveMessage = z.object({ type: z.enum(['payload-live-preview', 'payload-document-event']) }).passthrough()

/** A box in the window's content area (CSS px); bounded so a wild number cannot reach the window system. */
const coordinate = z.number().finite().min(-100_000).max(100_000)
const viewBounds = z
  .object({ x: coordinate, y: coordinate, width: coordinate.min(0), height: coordinate.min(0) })
  .strict()

/** How many layers of percent-encoding a path may have: more is no path the UI builds. */
const MAX_DECODE_ROUNDS = 4

/**
 * The path as the server will finally see it: percent-decoded until it no longer changes, since the URL
 * parser, a proxy or the server each take `%2e%2e` for `..` (and `%252e` for `%2e`). null when an escape
 * of the path as sent is malformed, it does not settle, or any layer holds an encoded slash, backslash or NUL (they would
 * split or end a segment somewhere down the line).
 */
export function decodeApiPath(path: string): string | null {
  let current = path
  for (let round = 0; round <= MAX_DECODE_ROUNDS; round++) {
    if (/%(2f|5c|00)/i.test(current)) return null
    let decoded: string
    try {
      // The path as sent must be well-formed; what it decodes to may hold a plain '%' (an id's own),
      // which no later layer can decode either, so only well-formed escapes are decoded further.
      decoded = round === 0 ? decodeURIComponent(current) : current.replace(/(%[0-9a-f]{2})+/gi, decodeRun)
    } catch {
      return null
    }
    if (decoded === current) return current
    current = decoded
  }
  return null
}

/** A run of escapes decoded as UTF-8, or left as it is where it is no valid UTF-8. */
function decodeRun(run: string): string {
  try {
    return decodeURIComponent(run)
  } catch {
    return run
  }
}

const hasDotSegment = (p: string) => p.split('/').some((s) => s === '..' || s === '.')

/** A path under the API route only: no scheme, no host, no '..' segments (plain or encoded), no backslashes. */
const apiPath = z
  .string()
  .min(1)
  .max(2048)
  .refine((p) => p.startsWith('/') && !p.startsWith('//'), 'path must start with a single /')
  .refine((p) => !/[\\\s]/.test(p) && !hasDotSegment(p), 'path must be plain')
  .refine((p) => !p.includes('?') && !p.includes('#'), 'query goes in query, not in the path')
  .refine((p) => {
    const decoded = decodeApiPath(p)
    // eslint-disable-next-line no-control-regex -- control characters are what this refuses
    return decoded !== null && !/[\\\x00-\x1f\x7f]/.test(decoded) && !hasDotSegment(decoded)
  }, 'path must be plain once decoded')

const queryValue: z.ZodType<unknown> = z.lazy(() =>
  z.union([
    z.string().max(100_000),
    z.number(),
    z.boolean(),
    z.null(),
    z.undefined(),
    z.array(queryValue).max(1000),
    z.record(z.string().max(200), queryValue),
  ]),
)

const apiRequest = z
  .object({
    method: z.enum(API_METHODS),
    path: apiPath,
    query: z.record(z.string().max(200), queryValue).optional(),
    body: z.unknown().optional(),
    language: z
      .string()
      .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/)
      .optional(),
    authenticated: z.boolean().optional(),
  })
  .strict()

const cookiePrefix = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/)
  .optional()

const profileId = z.string().min(1).max(100)
const connectTarget = z.union([
  z.object({ kind: z.literal('local') }).strict(),
  z.object({ kind: z.literal('profile'), id: profileId }).strict(),
])
const signIn = z
  .object({
    email: z.string().max(320).optional(),
    username: z.string().max(200).optional(),
    password: z.string().min(1).max(1000),
  })
  .strict()
  .refine((v) => Boolean(v.email || v.username), 'email or username is required')
const profileSave = z
  .object({ id: profileId.optional(), name: z.string().max(200), url: z.string().min(1).max(2048) })
  .strict()

const draftKey = z.string().min(1).max(2048)
/** A page instance's id (the renderer makes it: random, URL-safe). */
const draftInstance = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/)

const slug = z.string().regex(/^[A-Za-z0-9_-]{1,200}$/)
const documentRef = z
  .object({ collection: slug.optional(), global: slug.optional(), id: z.string().min(1).max(200).optional() })
  .strict()
  .refine((ref) => documentKey(ref) !== null, 'a collection with an id, or a global')

/** A UI language code as Payload's admin names them: 'de', 'zh-TW', 'rs-latin', 'bn-BD'. */
const languageCode = z.string().regex(/^[a-z]{2}(?:-[A-Za-z]{2,5})?$/)

export const channelSchemas: { [C in BridgeChannel]: z.ZodType<BridgeRequest<C>> } = {
  'renderer:boot': none,
  'renderer:app-info': none,
  'renderer:cms-status': none,
  'renderer:cms-reconnect': none,
  'renderer:theme-get': none,
  'renderer:language-set': z.object({ language: languageCode }).strict(),
  'renderer:theme-set': z.object({ setting: z.enum(THEME_SETTINGS), cookiePrefix }).strict(),
  'renderer:api': apiRequest as z.ZodType<BridgeRequest<'renderer:api'>>,
  'renderer:session-get': none,
  'renderer:connect': connectTarget,
  'renderer:sign-in': signIn,
  'renderer:sign-out': none,
  'renderer:session-refresh': none,
  'renderer:session-check': none,
  'renderer:profiles-list': none,
  'renderer:profile-save': profileSave,
  'renderer:profile-delete': z.object({ id: profileId }).strict(),
  'renderer:schema': none,
  'renderer:access': none,
  'renderer:upload': z
    .object({
      collection: z.string().regex(/^[a-z0-9_-]{1,100}$/i),
      filename: z
        .string()
        .min(1)
        .max(255)
        .refine((f) => !/[\\/]/.test(f), 'a file name, not a path'),
      mimeType: z.string().regex(/^[\w.+-]+\/[\w.+-]+$/),
      // About 37 MB of base64: a 28 MB file.
      dataBase64: z
        .string()
        .max(37_000_000)
        .regex(/^[A-Za-z0-9+/]*={0,2}$/),
      fields: z.record(z.string().max(100), z.string().max(10_000)).optional(),
      // Put in the path as one encoded segment: '.' and '..' would still be dot segments there.
      id: z
        .string()
        .min(1)
        .max(200)
        .refine((id) => id !== '.' && id !== '..', 'a document id')
        .optional(),
      data: z.record(z.string().max(200), z.unknown()).optional(),
      query: z.record(z.string().max(200), queryValue).optional(),
      language: apiRequest.shape.language,
    })
    .strict() as z.ZodType<BridgeRequest<'renderer:upload'>>,
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
  'renderer:preview-url': z
    .object({
      collection: z
        .string()
        .regex(/^[a-z0-9_-]{1,100}$/i)
        .optional(),
      global: z
        .string()
        .regex(/^[a-z0-9_-]{1,100}$/i)
        .optional(),
      id: z.string().min(1).max(200).optional(),
      locale: z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,20}$/)
        .optional(),
      kind: z.enum(['live', 'preview']).optional(),
    })
    .strict()
    .refine((v) => Boolean(v.collection) !== Boolean(v.global), 'a collection or a global')
    .refine((v) => !v.collection || Boolean(v.id), 'a collection document needs its id'),
  'renderer:preview-popup-open': z.object({ url: httpUrl }).strict(),
  'renderer:preview-popup-post': z.object({ message: liveMessage }).strict(),
  'renderer:preview-popup-close': none,
  'renderer:preview-view-show': z.object({ url: httpUrl, bounds: viewBounds }).strict(),
  'renderer:preview-view-bounds': z.object({ bounds: viewBounds, visible: z.boolean() }).strict(),
  'renderer:preview-view-post': z.object({ message: liveMessage }).strict(),
  'renderer:preview-view-close': none,
  'renderer:open-window': z
    .object({ path: z.string().refine(isAppRoutePath, 'an app route such as /collections/posts') })
    .strict(),
  'renderer:document-opened': documentRef,
  'renderer:document-closed': documentRef,
  'renderer:notify': z
    .object({
      title: z.string().min(1).max(200),
      body: z.string().max(1000),
      path: z.string().refine(isAppRoutePath, 'an app route').optional(),
    })
    .strict(),
  'renderer:deep-link-answer': z.object({ id: z.string().regex(/^\d{1,12}$/), accept: z.boolean() }).strict(),
  'renderer:menu-context': z
    .object({
      commands: z.partialRecord(z.enum(DOCUMENT_COMMANDS), z.boolean()),
      go: z
        .array(z.object({ label: z.string().min(1).max(200), path: z.string().refine(isAppRoutePath) }).strict())
        .max(500),
      labels: z.partialRecord(z.enum(SHORTCUT_IDS), z.string().min(1).max(200)).optional(),
    })
    .strict(),
}

export type ValidationOutcome<T> = { ok: true; value: T } | { ok: false; message: string }

export function validateRequest<C extends BridgeChannel>(
  channel: C,
  payload: unknown,
): ValidationOutcome<BridgeRequest<C>> {
  const schema = channelSchemas[channel] as z.ZodType<BridgeRequest<C>> | undefined
  if (!schema) return { ok: false, message: `unknown channel ${String(channel)}` }
  const parsed = schema.safeParse(payload)
  if (parsed.success) return { ok: true, value: parsed.data }
  const issue = parsed.error.issues[0]
  return {
    ok: false,
    message: `${channel}: ${issue ? `${issue.path.join('.') || 'payload'}: ${issue.message}` : 'invalid payload'}`,
  }
}
