import { describe, expect, it } from 'vitest'

import { describeMissingPostgis, readPostgisState } from './postgis.js'

describe('describeMissingPostgis', () => {
  it('lets the CMS start where PostGIS is in the database or can be created there', () => {
    expect(describeMissingPostgis('postgres://folio@db/cms', { installed: true, available: true })).toBeNull()
    expect(describeMissingPostgis('postgres://folio@db/cms', { installed: false, available: true })).toBeNull()
  })

  it('says in one line which server lacks PostGIS and what to install', () => {
    const line = describeMissingPostgis('postgres://folio@db/cms', { installed: false, available: false })
    expect(line).toContain('PostgreSQL at postgres://folio@db/cms has no PostGIS')
    expect(line).toContain('apt-get install postgresql-15-postgis-3')
    expect(line).toContain('postgis/postgis')
    expect(line).not.toContain('\n')
  })
})

describe('readPostgisState', () => {
  it('reads both flags from one row', async () => {
    const client = { query: () => Promise.resolve({ rows: [{ installed: false, available: true }] }) }
    expect(await readPostgisState(client)).toEqual({ installed: false, available: true })
  })
})
