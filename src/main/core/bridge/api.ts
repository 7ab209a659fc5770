/**
 * The CMS's REST API relayed for the renderer (`renderer:api`, and `renderer:upload` for multipart):
 * the renderer is untrusted, so a request may reach only paths under the API route of the connected
 * server, and what comes back has no token in it.
 */
import { z } from 'zod'
import { API_METHODS } from '@shared/api'
import type { BridgeRequest } from '@shared/bridge'
import type { CmsConnection } from '../cms-connection'
import type { SessionManager } from '../session'
import type { ServiceHandlers, ServiceValidators, TokenFree } from './service'

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

export const apiValidators = {
  'renderer:api': apiRequest as z.ZodType<BridgeRequest<'renderer:api'>>,
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
} satisfies ServiceValidators

export interface ApiDeps {
  cms: CmsConnection
  session: SessionManager
  tokenFree: TokenFree
}

export function apiHandlers(deps: ApiDeps): ServiceHandlers<typeof apiValidators> {
  return {
    'renderer:api': async (request) => {
      const client = deps.cms.getClient()
      if (!client) {
        const status = deps.cms.getStatus()
        return { ok: false, error: { kind: 'not-connected', message: status.message ?? `the CMS is ${status.state}` } }
      }
      const result = deps.tokenFree(request.path, await client.request(request))
      // A refusal may mean the server no longer knows the session rather than a lack of rights: told apart
      // here, so the UI asks to sign in again instead of reporting each refused request.
      const refused = !result.ok && (result.error.kind === 'unauthorized' || result.error.kind === 'forbidden')
      if (refused && request.authenticated !== false && (await deps.session.checkRejected()))
        return { ok: false, error: { ...result.error, sessionRejected: true } }
      return result
    },
    'renderer:upload': async ({ dataBase64, ...request }) => {
      const client = deps.cms.getClient()
      if (!client) return { ok: false, error: { kind: 'not-connected', message: 'not connected' } }
      return deps.tokenFree(
        `/${request.collection}`,
        await client.upload({ ...request, file: Buffer.from(dataBase64, 'base64') }),
      )
    },
  }
}
