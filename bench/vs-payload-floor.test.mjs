import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'

import { entryScriptOf, floorBudget, floorPages } from './vs-payload-floor.mjs'

describe('the browser floor of --vs-payload', () => {
  it('finds the entry script index.html loads', () => {
    const dir = mkdtempSync(join(tmpdir(), 'floor-'))
    mkdirSync(join(dir, 'assets'))
    writeFileSync(
      join(dir, 'index.html'),
      '<script type="application/json" id="x">{}</script><script defer src="/assets/index-AbC1.js"></script>',
    )
    expect(entryScriptOf(dir)).toBe(join(dir, 'assets', 'index-AbC1.js'))
  })

  it('serves the entry script so that it is loaded but never run, then marks the page ready', () => {
    const added = []
    const page = {
      window: {},
      ran: false,
      document: { body: { insertAdjacentHTML: (_, html) => added.push(html) } },
    }
    const { body } = floorPages(Buffer.from('ran = true; throw new Error("the app ran")'))['/entry.js']
    runInNewContext(String(body), page)
    expect(page.ran).toBe(false)
    expect(added).toEqual(['<i id=floor-ready></i>'])
  })

  it("says what a screen's 5x leaves the app once the browser's floor is taken", () => {
    const row = { payload: { median: 409 }, folio: { median: 112 } }
    expect(floorBudget(row, { blankMs: 31, entryScriptMs: 45 }, 5)).toEqual({ allowedMs: 82, leftMs: 37, takesMs: 67 })
  })
})
