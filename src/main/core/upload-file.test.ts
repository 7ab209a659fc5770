import { describe, expect, it } from 'vitest'
import { checkUploadFileUrl, createLimiter, fetchUploadFile, uploadSlugsOf } from './upload-file'

const API = 'https://cms.example.com/api'
const SLUGS = ['media', 'private-files']

describe('checkUploadFileUrl', () => {
  it.each([
    ['an original', 'https://cms.example.com/api/media/file/photo.jpg'],
    ['an image size', 'https://cms.example.com/api/private-files/file/photo-64x64.jpg'],
    ['an encoded name', 'https://cms.example.com/api/media/file/my%20photo%20%C3%A9.png'],
    ['a cache tag', 'https://cms.example.com/api/media/file/photo.jpg?2026-01-01T00%3A00%3A00.000Z'],
  ])('lets %s of an upload collection of the connected server through', (_, url) => {
    expect(checkUploadFileUrl(url, API, SLUGS)).toEqual({ ok: true, url })
  })

  it('drops a fragment', () => {
    expect(checkUploadFileUrl('https://cms.example.com/api/media/file/a.png#x', API, SLUGS)).toEqual({
      ok: true,
      url: 'https://cms.example.com/api/media/file/a.png',
    })
  })

  it('follows a server under a base path', () => {
    const base = 'https://example.com/cms/api'
    expect(checkUploadFileUrl('https://example.com/cms/api/media/file/a.png', base, SLUGS).ok).toBe(true)
    expect(checkUploadFileUrl('https://example.com/api/media/file/a.png', base, SLUGS)).toMatchObject({
      ok: false,
      message: expect.stringContaining("not under the server's API route (/cms/api)") as unknown,
    })
  })

  it.each([
    ['another origin', 'https://evil.example.com/api/media/file/a.png', 'not on the connected server'],
    ['another port', 'https://cms.example.com:8443/api/media/file/a.png', 'not on the connected server'],
    ['plain http of an https server', 'http://cms.example.com/api/media/file/a.png', 'not on the connected server'],
    ['credentials', 'https://user:pw@cms.example.com/api/media/file/a.png', 'no credentials'],
    ['another scheme', 'javascript:alert(1)', 'not an http(s) URL'],
    ['no URL at all', '/api/media/file/a.png', 'not a URL'],
    ['outside the API route', 'https://cms.example.com/media/file/a.png', "not under the server's API route"],
    ['a collection that takes no uploads', 'https://cms.example.com/api/users/file/a.png', 'not a file of an upload'],
    ['an API path that is no file', 'https://cms.example.com/api/media/1', 'not a file of the media collection'],
    ['the file route without a name', 'https://cms.example.com/api/media/file/', 'not a file of the media collection'],
    ['a name in folders', 'https://cms.example.com/api/media/file/a/b.png', 'not a file of the media collection'],
    ['a dot-dot climbing out', 'https://cms.example.com/api/media/file/../../users/me', 'not a file of an upload'],
    ['an encoded dot-dot', 'https://cms.example.com/api/media/file/%2e%2e', 'not a file of'],
    ['a double-encoded dot-dot', 'https://cms.example.com/api/media/file/%252e%252e', 'not a file name'],
    ['an encoded slash', 'https://cms.example.com/api/media/file/a%2fb.png', 'not a file name'],
    ['an encoded backslash', 'https://cms.example.com/api/media/file/a%5cb.png', 'not a file name'],
  ])('refuses %s, saying why', (_, url, why) => {
    const checked = checkUploadFileUrl(url, API, SLUGS)
    expect(checked.ok).toBe(false)
    expect(!checked.ok && checked.message).toContain(why)
  })
})

describe('uploadSlugsOf', () => {
  it('names the collections that take uploads', () => {
    expect(
      uploadSlugsOf([{ slug: 'posts' }, { slug: 'media', upload: { staticDir: 'x' } }, { slug: 'x', upload: false }]),
    ).toEqual(['media'])
  })
})

describe('createLimiter', () => {
  it('runs no more than its limit at once, the rest in turn', async () => {
    const run = createLimiter(2)
    let running = 0
    let most = 0
    const releases: Array<() => void> = []
    const task = () =>
      run(async () => {
        running++
        most = Math.max(most, running)
        await new Promise<void>((resolve) => releases.push(resolve))
        running--
      })
    const all = Promise.all([task(), task(), task(), task(), task()])
    while (releases.length < 5) {
      await new Promise((resolve) => setTimeout(resolve, 0))
      releases.splice(0).forEach((release) => release())
      if (releases.length === 0 && running === 0) break
    }
    await all
    expect(most).toBe(2)
  })
})

describe('fetchUploadFile', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47])

  it('sends the session, follows no redirect, and answers the bytes as base64', async () => {
    const seen: Array<{ url: string; init: RequestInit | undefined }> = []
    const fetchImpl = ((url: string, init?: RequestInit) => {
      seen.push({ url, init })
      return Promise.resolve(new Response(png, { headers: { 'content-type': 'image/png' } }))
    }) as unknown as typeof fetch
    const answer = await fetchUploadFile('https://cms.example.com/api/media/file/a.png', 'tok', { fetchImpl })
    expect(answer).toEqual({ ok: true, status: 200, data: { mimeType: 'image/png', dataBase64: 'iVBORw==' } })
    expect(seen[0]!.init?.headers).toMatchObject({ Authorization: 'JWT tok' })
    expect(seen[0]!.init?.redirect).toBe('error')
  })

  it('words a refusal as the API client does', async () => {
    const fetchImpl = (() =>
      Promise.resolve(
        Response.json({ errors: [{ message: 'You are not allowed to perform this action.' }] }, { status: 403 }),
      )) as unknown as typeof fetch
    expect(await fetchUploadFile('https://cms.example.com/api/media/file/a.png', null, { fetchImpl })).toEqual({
      ok: false,
      error: { kind: 'forbidden', status: 403, message: 'You are not allowed to perform this action.' },
    })
  })

  it('refuses what is not an image, and what is too large', async () => {
    const html = (() =>
      Promise.resolve(new Response('<html>', { headers: { 'content-type': 'text/html' } }))) as unknown as typeof fetch
    expect(await fetchUploadFile('https://x/api/m/file/a', 't', { fetchImpl: html })).toMatchObject({
      ok: false,
      error: { message: 'not an image (text/html)' },
    })
    const big = (() =>
      Promise.resolve(
        new Response(new Uint8Array(10), { headers: { 'content-type': 'image/png' } }),
      )) as unknown as typeof fetch
    expect(await fetchUploadFile('https://x/api/m/file/a', 't', { fetchImpl: big, maxBytes: 4 })).toMatchObject({
      ok: false,
      error: { message: 'the file is over 4 bytes' },
    })
  })
})
