import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createHostServices } from './host'
import { inlineScriptHashes } from './inline-scripts'
import { MemorySettingsStore } from './settings'
import { noPersistence } from './token-vault'

const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

function servicesOver(page: string | null) {
  const appRoot = mkdtempSync(join(tmpdir(), 'folio-host-'))
  roots.push(appRoot)
  if (page !== null) {
    mkdirSync(join(appRoot, 'out', 'renderer'), { recursive: true })
    writeFileSync(join(appRoot, 'out', 'renderer', 'index.html'), page)
  }
  return createHostServices({
    host: 'web',
    appRoot,
    version: '0.0.0',
    versions: { node: process.versions.node },
    dataDir: join(appRoot, 'data'),
    settings: new MemorySettingsStore(),
    encrypter: noPersistence,
    uiOrigins: () => [],
    broadcast: () => {},
  })
}

const scriptSrc = (csp: string) =>
  csp
    .split(';')
    .find((part) => part.trim().startsWith('script-src'))
    ?.trim()

describe("both hosts' UI policy", () => {
  it("serves the built UI's folder and allows its own inline script by hash, and no other", () => {
    const page = '<!doctype html><script>window.early = 1</script><script src="./app.js"></script>'
    const services = servicesOver(page)
    expect(services.rendererDir).toMatch(/out[\\/]renderer$/)
    const [hash] = inlineScriptHashes(page)
    expect(scriptSrc(services.uiContentSecurityPolicy())).toBe(`script-src 'self' '${hash}'`)
    // No CMS connected yet: none of its origins is allowed.
    expect(services.cmsOrigins()).toEqual([])
  })

  it('allows no inline script where no page is built (a dev server serves its own)', () => {
    expect(scriptSrc(servicesOver(null).uiContentSecurityPolicy())).toBe("script-src 'self'")
  })
})
