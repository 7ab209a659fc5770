import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { CmsStartPhase } from '@shared/bridge'
import { startLocalCms, type LocalCms } from './local-cms'

let dir: string
let running: LocalCms | null = null

afterEach(async () => {
  await running?.stop()
  running = null
  rmSync(dir, { recursive: true, force: true })
})

/** A stand-in CMS: a script that writes its stdout in the chunks given, then waits to be stopped. */
function fakeServer(chunks: string[]): string {
  dir = mkdtempSync(join(tmpdir(), 'folio-local-cms-'))
  const entry = join(dir, 'server.mjs')
  writeFileSync(
    entry,
    `const chunks = ${JSON.stringify(chunks)}
for (const chunk of chunks) { process.stdout.write(chunk); await new Promise((r) => setTimeout(r, 5)) }
process.stdin.resume()
process.on('SIGTERM', () => process.exit(0))`,
  )
  return entry
}

describe('startLocalCms', () => {
  it('reports each start-up step once, in order, even when a line arrives in two pieces', async () => {
    const serverEntry = fakeServer([
      'Folio CMS phase: starting\nFolio preview site ready: http://127.0.0.1:4601\nFolio CMS phase: data',
      'base\n',
      'Folio CMS phase: seeding\n',
      'Folio CMS ready: http://127.0.0.1:4501\n',
    ])
    const phases: CmsStartPhase[] = []
    running = await startLocalCms({ serverEntry, dataDir: dir, onPhase: (phase) => phases.push(phase) })
    expect(phases).toEqual(['starting', 'database', 'seeding'])
    expect(running).toMatchObject({ url: 'http://127.0.0.1:4501', previewUrl: 'http://127.0.0.1:4601' })
  })

  it('fails with the reason when the CMS exits before it is ready', async () => {
    const serverEntry = fakeServer(['Folio CMS phase: starting\n'])
    writeFileSync(serverEntry, `process.stdout.write('Folio CMS phase: starting\\n'); process.exit(3)`)
    const phases: CmsStartPhase[] = []
    await expect(startLocalCms({ serverEntry, dataDir: dir, onPhase: (phase) => phases.push(phase) })).rejects.toThrow(
      /exited before it was ready \(code 3\)/,
    )
    expect(phases).toEqual(['starting'])
  })
})
