/**
 * The same value, or objects with the same JSON: what the form counts as unchanged, and what a store
 * keeps instead of a new copy from the host (a new object re-renders everything subscribed to it).
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  return JSON.stringify(a) === JSON.stringify(b)
}
