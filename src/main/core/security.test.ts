import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, decideWindowOpen, isInAppNavigation, safeWebPreferences } from './security'

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/)
      return [name as string, values]
    }),
  )
}

describe('safeWebPreferences', () => {
  it('keeps the renderer isolated, sandboxed and without Node', () => {
    const prefs = safeWebPreferences('/app/preload.cjs')
    expect(prefs).toMatchObject({
      preload: '/app/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    })
  })
})

describe('contentSecurityPolicy', () => {
  const csp = directives(
    contentSecurityPolicy({ cmsOrigins: ['http://127.0.0.1:4200/api'], previewOrigins: ['http://127.0.0.1:4300'] }),
  )

  it('allows scripts only from the app itself: no inline scripts, no eval', () => {
    expect(csp.get('script-src')).toEqual(["'self'"])
    expect(csp.get('default-src')).toEqual(["'self'"])
  })

  it("starts workers only from the app's own files", () => {
    expect(csp.get('worker-src')).toEqual(["'self'"])
  })

  it('forbids plugins, base-tag rewrites, form posts and being framed', () => {
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'none'"])
    expect(csp.get('form-action')).toEqual(["'none'"])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
  })

  it('lets the UI reach only its host; the CMS and preview only as images and frames, by origin', () => {
    expect(csp.get('connect-src')).toEqual(["'self'"])
    expect(csp.get('frame-src')).toEqual(["'self'", 'http://127.0.0.1:4200', 'http://127.0.0.1:4300'])
    expect(csp.get('child-src')).toEqual(csp.get('frame-src'))
    expect(csp.get('img-src')).toContain('http://127.0.0.1:4200')
    expect(contentSecurityPolicy()).not.toMatch(/unsafe-eval|\*/)
  })

  it("allows the app's own inline scripts by their hashes, and no inline script without one", () => {
    const hashed = directives(contentSecurityPolicy({ scriptHashes: ['sha256-abc='] }))
    expect(hashed.get('script-src')).toEqual(["'self'", "'sha256-abc='"])
    expect(hashed.get('script-src')).not.toContain("'unsafe-inline'")
  })

  it('opens the dev server for HMR only when asked', () => {
    const dev = directives(contentSecurityPolicy({ devServerOrigin: 'http://localhost:5173' }))
    expect(dev.get('connect-src')).toEqual(["'self'", 'http://localhost:5173', 'ws://localhost:5173'])
  })
})

describe('navigation allow-list', () => {
  const policy = { appOrigins: ['folio://app'], externalOrigins: ['http://127.0.0.1:4200'] }

  it('keeps the main window inside the app', () => {
    expect(isInAppNavigation('folio://app/admin/collections/posts', policy)).toBe(true)
    expect(isInAppNavigation('https://evil.example/', policy)).toBe(false)
    expect(isInAppNavigation('file:///etc/passwd', policy)).toBe(false)
    expect(isInAppNavigation('not a url', policy)).toBe(false)
  })

  it('never opens windows; opens only allowed http(s) origins in the browser', () => {
    expect(decideWindowOpen('http://127.0.0.1:4200/api/posts/1', policy)).toEqual({
      action: 'open-external',
      url: 'http://127.0.0.1:4200/api/posts/1',
    })
    expect(decideWindowOpen('https://evil.example/', policy)).toEqual({ action: 'deny' })
    expect(decideWindowOpen('javascript:alert(1)', policy)).toEqual({ action: 'deny' })
    expect(decideWindowOpen('file:///etc/passwd', policy)).toEqual({ action: 'deny' })
  })

  it("opens the app's own routes (a link Ctrl/Cmd+clicked) as another app window, by path", () => {
    expect(decideWindowOpen('folio://app/admin/collections/posts/12?locale=de', policy)).toEqual({
      action: 'open-app-window',
      path: '/admin/collections/posts/12?locale=de',
    })
    expect(decideWindowOpen('folio://other/admin', policy)).toEqual({ action: 'deny' })
  })
})
