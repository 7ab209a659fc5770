// The --vs-payload table: per figure, each admin's median and spread, and how many times Payload's figure
// Folio's is (times faster for durations, times less for sizes). Pure, so it is unit-tested.

/** The bar: Folio at least this many times better on every screen. */
export const TARGET_RATIO = 5

export const VS_FIGURES = {
  dashboard: { label: 'dashboard ready', unit: 'ms' },
  postsList: { label: 'posts list ready', unit: 'ms' },
  largePostDocument: { label: 'large post edit view interactive', unit: 'ms' },
  versionsList: { label: 'versions list ready', unit: 'ms' },
  versionDiff: { label: 'version diff ready', unit: 'ms' },
  apiViewLargePost: { label: 'API view, large post, depth 2', unit: 'ms' },
  jsGzip: { label: 'first-load JS (gzip), edit view', unit: 'KiB' },
  heapLargePost: { label: 'JS heap after the large post', unit: 'MiB' },
  // Every keystroke of both typing sessions pooled; the table shows their p95 (not the median).
  keystrokeToPreview: { label: 'keystroke to preview painted p95', unit: 'ms', percentile: 0.95 },
}

/** The same screens reached in-app: a click on the admin's own link from the screen before (vs-payload-in-app.mjs). */
export const IN_APP_FIGURES = {
  inAppDashboard: { label: 'dashboard, from the posts list', unit: 'ms' },
  inAppPostsList: { label: 'posts list, from the dashboard', unit: 'ms' },
  inAppLargePostDocument: { label: 'large post edit view, from its versions', unit: 'ms' },
  inAppVersionsList: { label: 'versions list, from the edit view', unit: 'ms' },
  inAppVersionDiff: { label: 'version diff, from the versions list', unit: 'ms' },
  inAppApiView: { label: 'API view, large post, from its versions', unit: 'ms' },
}

const round = (x) => Math.round(x * 10) / 10

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2
}

export const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor(s.length * p))]
}

/** `median` holds the figure's statistic: the median, or the figure's percentile where it names one. */
const stats = (xs, p) => ({
  median: round(p ? percentile(xs, p) : median(xs)),
  min: round(Math.min(...xs)),
  max: round(Math.max(...xs)),
  samples: xs.map(round),
})

/**
 * samples: { [figure]: { payload: number[], folio: number[] } }; reasons: { [figure]: why it was not measured }.
 * Returns one row per figure, in the table's order.
 */
export function summarize(samples, reasons = {}, figures = VS_FIGURES) {
  return Object.entries(figures).map(([key, figure]) => {
    const taken = samples[key]
    if (!taken?.payload?.length || !taken?.folio?.length)
      return { key, ...figure, status: `not measured: ${reasons[key] ?? 'no samples'}` }
    const payload = stats(taken.payload, figure.percentile)
    const folio = stats(taken.folio, figure.percentile)
    const ratio = folio.median > 0 ? round(payload.median / folio.median) : null
    const status = ratio === null ? 'no ratio' : ratio >= TARGET_RATIO ? 'pass' : `under ${TARGET_RATIO}x`
    return { key, ...figure, payload, folio, ratio, status }
  })
}

const cell = (s, unit) => (s ? `${s.median} ${unit} [${s.min}-${s.max}]` : '-')

export function formatTable(rows) {
  const pad = (s, n) => String(s).padEnd(n)
  const lines = [
    pad('figure', 40) +
      pad('Payload median [spread]', 34) +
      pad('Folio median [spread]', 34) +
      pad('ratio', 9) +
      'status',
  ]
  for (const row of rows)
    lines.push(
      pad(row.label, 40) +
        pad(cell(row.payload, row.unit), 34) +
        pad(cell(row.folio, row.unit), 34) +
        pad(row.ratio != null ? `${row.ratio}x` : '-', 9) +
        row.status,
    )
  return lines.join('\n')
}
