import { describe, expect, it } from 'vitest'

import { formatTable, summarize } from './vs-payload-report.mjs'

describe('the --vs-payload table', () => {
  it('gives each admin its median and spread, and the ratio of the medians', () => {
    const rows = summarize({ dashboard: { payload: [600, 700, 650], folio: [120, 100, 140] } })
    const dashboard = rows.find((r) => r.key === 'dashboard')
    expect(dashboard.payload).toMatchObject({ median: 650, min: 600, max: 700 })
    expect(dashboard.folio).toMatchObject({ median: 120, min: 100, max: 140 })
    expect(dashboard.ratio).toBe(5.4)
    expect(dashboard.status).toBe('pass')
  })

  it('flags a screen under 5x', () => {
    const [row] = summarize({ dashboard: { payload: [400], folio: [100] } })
    expect(row.ratio).toBe(4)
    expect(row.status).toBe('under 5x')
  })

  it('says why a figure was not measured, and keeps every row', () => {
    const rows = summarize({}, { keystrokeToPreview: 'no preview site' })
    expect(rows.find((r) => r.key === 'keystrokeToPreview').status).toBe('not measured: no preview site')
    expect(rows.find((r) => r.key === 'dashboard').status).toBe('not measured: no samples')
    expect(formatTable(rows)).toContain('keystroke to preview painted p95')
  })

  it('prints both medians with their spreads and the ratio on one line', () => {
    const table = formatTable(summarize({ postsList: { payload: [800, 900], folio: [150, 170] } }))
    expect(table.split('\n').find((l) => l.startsWith('posts list ready'))).toMatch(
      /850 ms \[800-900\]\s+160 ms \[150-170\]\s+5.3x\s+pass/,
    )
  })

  it('shows the p95 of the pooled keystrokes for keystroke to preview', () => {
    const keys = Array.from({ length: 20 }, (_, i) => i + 1)
    const row = summarize({ keystrokeToPreview: { payload: keys.map((k) => k * 10), folio: keys } }).at(-1)
    expect(row.payload.median).toBe(200)
    expect(row.folio).toMatchObject({ median: 20, min: 1, max: 20 })
    expect(row.ratio).toBe(10)
  })
})
