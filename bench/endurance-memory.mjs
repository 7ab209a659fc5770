// What the endurance bench (endurance.mjs) measures of the page's memory, and its verdict: each figure
// after a forced garbage collection, compared with the same figure after the first minute.

export const ENDURANCE_LIMIT = 1.2

/**
 * The figures compared, in the order printed. The DOM counters count every node and listener still
 * alive, attached or not, so a view that is gone but still held (detached) shows in them; the live
 * DOM's own size (`attachedElements`) is kept beside them for the report, not compared.
 */
export const MEMORY_FIGURES = [
  { key: 'heapUsedMiB', label: 'JS heap used', unit: ' MiB' },
  { key: 'heapRetainedMiB', label: 'JS heap retained', unit: ' MiB' },
  { key: 'domNodes', label: 'DOM nodes', unit: '' },
  { key: 'retainedNodes', label: 'nodes, detached too', unit: '' },
  { key: 'detachedNodes', label: 'detached nodes', unit: '' },
  { key: 'jsEventListeners', label: 'event listeners', unit: '' },
  { key: 'documents', label: 'documents', unit: '' },
]

/** `last` over `first`, to three places; a count that was 0 counts from 1 (none then, two now is 2x). */
export function ratioOf(first, last) {
  if (typeof first !== 'number' || typeof last !== 'number') return null
  if (first === 0 && last === 0) return 1
  return Math.round((last / (first === 0 ? 1 : first)) * 1000) / 1000
}

/** Each figure's ratio, and whether every one stayed within the limit (a figure not measured fails). */
export function enduranceVerdict(first, last, limit = ENDURANCE_LIMIT) {
  const ratios = Object.fromEntries(MEMORY_FIGURES.map(({ key }) => [key, ratioOf(first[key], last[key])]))
  const over = MEMORY_FIGURES.filter(({ key }) => ratios[key] === null || ratios[key] > limit).map(({ key }) => key)
  return { ratios, over, pass: over.length === 0 }
}

/** The report's table: each figure after the first minute, at the end, and its ratio. */
export function memoryTable(first, last, ratios, limit = ENDURANCE_LIMIT) {
  const cell = (value, unit) => (value === null || value === undefined ? 'not measured' : `${value}${unit}`)
  const lines = [`                      after minute 1    at the end    ratio (limit ${limit}x)`]
  for (const { key, label, unit } of MEMORY_FIGURES) {
    const ratio = ratios[key]
    const mark = ratio === null || ratio > limit ? '  over' : ''
    lines.push(
      `${label.padEnd(22)}${cell(first[key], unit).padEnd(18)}${cell(last[key], unit).padEnd(14)}${ratio ?? '-'}x${mark}`,
    )
  }
  return lines.join('\n')
}

/**
 * DOM nodes in a V8 heap snapshot that are no longer in a document: those Chromium marks detached
 * (the node's `detachedness` 2), or, in older snapshots, names "Detached …".
 */
export function countDetachedNodes(snapshot) {
  const meta = snapshot.snapshot.meta
  const fields = meta.node_fields.length
  const typeAt = meta.node_fields.indexOf('type')
  const nameAt = meta.node_fields.indexOf('name')
  const detachedAt = meta.node_fields.indexOf('detachedness')
  const nativeType = meta.node_types[0].indexOf('native')
  const { nodes, strings } = snapshot
  let count = 0
  for (let i = 0; i < nodes.length; i += fields) {
    if (nodes[i + typeAt] !== nativeType) continue
    if ((detachedAt >= 0 && nodes[i + detachedAt] === 2) || strings[nodes[i + nameAt]].startsWith('Detached ')) count++
  }
  return count
}
