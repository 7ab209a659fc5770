/**
 * Upload files read with the session (`renderer:upload-file`), for images the renderer could not load
 * by itself: only a file URL of an upload collection of the connected server is fetched (upload-file.ts),
 * a few at a time, and the answer is the image's bytes, never a token.
 */
import { z } from 'zod'
import type { BridgeRequest } from '@shared/bridge'
import type { CmsConnection } from '../cms-connection'
import { checkUploadFileUrl, createLimiter, fetchUploadFile, uploadSlugsOf } from '../upload-file'
import type { SchemaCache } from './schema'
import type { ServiceHandlers, ServiceValidators } from './service'

export const fileValidators = {
  'renderer:upload-file': z.object({ url: z.string().min(1).max(4096) }).strict() as z.ZodType<
    BridgeRequest<'renderer:upload-file'>
  >,
} satisfies ServiceValidators

export interface FileDeps {
  cms: CmsConnection
  schema: SchemaCache
  fetchImpl?: typeof fetch
}

/**
 * How many files main reads from the CMS at once: the web host's tabs and the desktop's windows together
 * (each renderer also holds back its own, so a list of fifty thumbnails does not hold its connections).
 */
export const FILE_FETCH_CONCURRENCY = 4

export function fileHandlers(deps: FileDeps): ServiceHandlers<typeof fileValidators> {
  const limit = createLimiter(FILE_FETCH_CONCURRENCY)
  return {
    'renderer:upload-file': async ({ url }) => {
      const client = deps.cms.getClient()
      if (!client) return { ok: false, error: { kind: 'not-connected', message: 'not connected' } }
      const schema = await deps.schema.schema()
      if (!schema.ok) return schema
      const checked = checkUploadFileUrl(url, client.baseUrl, uploadSlugsOf(schema.data.config.collections))
      if (!checked.ok) return { ok: false, error: { kind: 'invalid-url', message: checked.message } }
      return limit(() => fetchUploadFile(checked.url, deps.cms.currentToken(), { fetchImpl: deps.fetchImpl }))
    },
  }
}
