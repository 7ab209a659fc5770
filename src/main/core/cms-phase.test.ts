import { describe, expect, it } from 'vitest'
import { furthestPhase } from './cms-phase'

describe('furthestPhase', () => {
  it('reads the last step the CMS reported, in the order it starts', () => {
    expect(furthestPhase('')).toBeUndefined()
    expect(furthestPhase('Folio CMS phase: starting\n')).toBe('starting')
    expect(furthestPhase('Folio CMS phase: starting\nFolio preview site ready: http://127.0.0.1:1\n')).toBe('starting')
    expect(furthestPhase('Folio CMS phase: starting\nFolio CMS phase: database\n')).toBe('database')
    expect(furthestPhase('Folio CMS phase: starting\nFolio CMS phase: database\nFolio CMS phase: seeding\n')).toBe(
      'seeding',
    )
  })

  it('never goes back a step, and skips names it does not know', () => {
    expect(furthestPhase('Folio CMS phase: seeding\nFolio CMS phase: starting\n')).toBe('seeding')
    expect(furthestPhase('Folio CMS phase: starting\n', 'database')).toBe('database')
    expect(furthestPhase('Folio CMS phase: warming-up\n', 'starting')).toBe('starting')
  })

  it('waits for a whole line: a name cut off mid-chunk is not read yet', () => {
    expect(furthestPhase('Folio CMS phase: starting\nFolio CMS phase: database')).toBe('starting')
  })
})
