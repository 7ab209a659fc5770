import { describe, expect, it } from 'vitest'

import { freshDatabaseUrl } from './test-database.js'

describe('freshDatabaseUrl', () => {
  it('keeps the server, user and socket and gives each key its own database', () => {
    const base = 'postgres://folio@localhost:5433/folio_test?host=%2Ftmp%2Fpg'
    expect(freshDatabaseUrl(base, 'folio-e2e-AbC1')).toBe(
      'postgres://folio@localhost:5433/folio_test_folio_e2e_abc1?host=%2Ftmp%2Fpg',
    )
    expect(freshDatabaseUrl(base)).not.toBe(freshDatabaseUrl(base))
  })
})
