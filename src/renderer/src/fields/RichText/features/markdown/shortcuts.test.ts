/** Which markdown shortcuts a field's features allow. */
import type { ElementTransformer, TextFormatTransformer } from '@lexical/markdown'
import { describe, expect, it } from 'vitest'
import { shortcutsFor } from './shortcuts'

const headingRule = (features: string[], headings: Array<'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'>) =>
  shortcutsFor({ features: new Set(features), headings, formats: new Set() }).find(
    (tr): tr is ElementTransformer => tr.type === 'element' && tr.dependencies.some((d) => d.getType() === 'heading'),
  )

describe('markdown shortcuts per field', () => {
  it('turns `#` marks into headings only for the allowed sizes', () => {
    const rule = headingRule(['heading'], ['h1', 'h2', 'h3', 'h4'])!
    expect(rule.regExp.exec('#### ')?.[1]).toBe('####')
    expect(rule.regExp.exec('# ')?.[1]).toBe('#')
    expect(rule.regExp.test('##### ')).toBe(false)
    expect(rule.regExp.test('###### ')).toBe(false)
    expect(headingRule(['bold'], [])).toBeUndefined()
  })

  it('offers format, quote, list and link shortcuts only with their features', () => {
    const rules = shortcutsFor({ features: new Set(['bold']), headings: [], formats: new Set(['bold']) })
    const formats = rules.filter((tr): tr is TextFormatTransformer => tr.type === 'text-format').map((tr) => tr.format)
    expect(formats.length).toBeGreaterThan(0)
    expect(formats.every((f) => f.length === 1 && f[0] === 'bold')).toBe(true)
    expect(rules.some((tr) => tr.type === 'element')).toBe(false)
    expect(rules.some((tr) => tr.type === 'text-match')).toBe(false)
  })
})
