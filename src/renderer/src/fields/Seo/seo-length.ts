/**
 * Length hints for the SEO plugin's title and description, with the plugin's limits and grades
 * (node_modules/@payloadcms/plugin-seo: defaults.js, ui/LengthIndicator.js).
 */
export const SEO_LIMITS = {
  title: { minLength: 50, maxLength: 60 },
  description: { minLength: 100, maxLength: 150 },
} as const

export type SeoGrade = 'missing' | 'tooShort' | 'almostThere' | 'good' | 'tooLong'

export interface SeoLength {
  grade: SeoGrade
  length: number
  /** The count's tail: characters still to write, left before the maximum, or over it. */
  rest: { key: 'charactersToGo' | 'charactersLeftOver' | 'charactersTooMany'; characters: number }
  /** How full the bar is, 0 to 1. */
  bar: number
}

export function seoLength(text: string | null | undefined, minLength: number, maxLength: number): SeoLength {
  const length = text?.length ?? 0
  const untilMin = minLength - length
  const untilMax = maxLength - length
  const rest: SeoLength['rest'] =
    untilMin > 0
      ? { key: 'charactersToGo', characters: untilMin }
      : untilMax >= 0
        ? { key: 'charactersLeftOver', characters: untilMax }
        : { key: 'charactersTooMany', characters: -untilMax }
  if (length === 0) return { grade: 'missing', length, rest, bar: 0 }
  const progress = (length - minLength) / (maxLength - minLength)
  if (progress < 0) {
    const ratio = length / minLength
    return { grade: ratio > 0.9 ? 'almostThere' : 'tooShort', length, rest, bar: ratio }
  }
  if (progress <= 1) return { grade: 'good', length, rest, bar: progress }
  return { grade: 'tooLong', length, rest, bar: 1 }
}

/** The field's own limits where its config sets them, else the plugin's. */
export function seoLimits(kind: keyof typeof SEO_LIMITS, field: object): { minLength: number; maxLength: number } {
  const { minLength, maxLength } = field as { minLength?: unknown; maxLength?: unknown }
  const own = (value: unknown, fallback: number) => (typeof value === 'number' && value > 0 ? value : fallback)
  return {
    minLength: own(minLength, SEO_LIMITS[kind].minLength),
    maxLength: own(maxLength, SEO_LIMITS[kind].maxLength),
  }
}
