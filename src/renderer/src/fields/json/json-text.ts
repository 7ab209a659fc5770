/** What the JSON field shows of its text: kept while it means the stored value, and where the parser stopped. */

/** Whether typed text means the stored value (so what was typed stays as typed). */
export function sameJson(text: string, value: unknown): boolean {
  try {
    return JSON.stringify(JSON.parse(text)) === JSON.stringify(value ?? null)
  } catch {
    return false
  }
}

/** Where the parser stopped (its own words): the field's error says what it means for saving. */
export function parseError(text: string): string {
  try {
    JSON.parse(text)
    return ''
  } catch (error) {
    return (error as Error).message
  }
}
