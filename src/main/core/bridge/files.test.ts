import { describe, expect, it } from 'vitest'
import type { ApiResult } from '@shared/api'
import type { FolioSchemaResponse } from '@shared/protocol'
import type { CmsConnection } from '../cms-connection'
import type { SchemaCache } from './schema'
import { fileHandlers } from './files'

const schema = {
  ok: true,
  status: 200,
  data: { config: { collections: [{ slug: 'posts' }, { slug: 'media', upload: {} }] } },
} as unknown as ApiResult<FolioSchemaResponse>

function setup() {
  const asked: Array<{ url: string; authorization: string | undefined }> = []
  const fetchImpl = ((url: string, init?: RequestInit) => {
    asked.push({ url, authorization: (init?.headers as Record<string, string>).Authorization })
    return Promise.resolve(new Response(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'image/webp' } }))
  }) as unknown as typeof fetch
  const cms = {
    getClient: () => ({ baseUrl: 'https://cms.example.com/api' }),
    currentToken: () => 'the-token',
  } as unknown as CmsConnection
  const cache = { schema: () => Promise.resolve(schema) } as unknown as SchemaCache
  return { handlers: fileHandlers({ cms, schema: cache, fetchImpl }), asked }
}

describe('renderer:upload-file', () => {
  it('reads a file of an upload collection with the session and answers its bytes, not the token', async () => {
    const { handlers, asked } = setup()
    const answer = await handlers['renderer:upload-file']({
      url: 'https://cms.example.com/api/media/file/a-64x64.webp',
    })
    expect(answer).toEqual({ ok: true, status: 200, data: { mimeType: 'image/webp', dataBase64: 'AQID' } })
    expect(asked).toEqual([
      { url: 'https://cms.example.com/api/media/file/a-64x64.webp', authorization: 'JWT the-token' },
    ])
  })

  it('fetches nothing else, and says why', async () => {
    const { handlers, asked } = setup()
    for (const url of ['https://elsewhere.example.com/api/media/file/a.png', 'https://cms.example.com/api/posts/1'])
      expect(await handlers['renderer:upload-file']({ url })).toMatchObject({
        ok: false,
        error: { kind: 'invalid-url' },
      })
    expect(asked).toEqual([])
  })
})
