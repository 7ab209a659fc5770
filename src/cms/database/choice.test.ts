import { describe, expect, it } from 'vitest'

import { StartupError, chooseDatabase, describeConnectFailure } from './choice.js'

describe('chooseDatabase', () => {
  it('keeps SQLite when FOLIO_DATABASE_URL is unset or blank', () => {
    expect(chooseDatabase(undefined)).toEqual({ kind: 'sqlite' })
    expect(chooseDatabase('  ')).toEqual({ kind: 'sqlite' })
  })

  it('selects PostgreSQL for a postgres:// URL and never shows its password', () => {
    const choice = chooseDatabase('postgres://folio:s3cret@db.example:5433/cms')
    expect(choice).toEqual({
      kind: 'postgres',
      url: 'postgres://folio:s3cret@db.example:5433/cms',
      label: 'postgres://folio@db.example:5433/cms',
    })
    expect(chooseDatabase('postgresql://u@h/db').kind).toBe('postgres')
  })

  it('names a unix-socket host given as a query parameter', () => {
    const choice = chooseDatabase('postgres://folio@localhost:5433/cms?host=/tmp/pg')
    expect(choice.kind === 'postgres' && choice.label).toBe('postgres://folio@cms (socket /tmp/pg)')
  })

  it('refuses another scheme, a URL without a database and text that is no URL, each with a fix', () => {
    expect(() => chooseDatabase('mysql://u@h/db')).toThrow(/must start with postgres:\/\/.*unset to use SQLite/)
    expect(() => chooseDatabase('postgres://u@h')).toThrow(/names no database/)
    expect(() => chooseDatabase('localhost:5432')).toThrow(StartupError)
  })
})

describe('describeConnectFailure', () => {
  it('says where, why and what to check, in one line', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' })
    expect(describeConnectFailure('postgres://u@127.0.0.1:1/db', refused)).toBe(
      'cannot use PostgreSQL at postgres://u@127.0.0.1:1/db: connect ECONNREFUSED 127.0.0.1:1 ' +
        '(is PostgreSQL running there, and are the host and port right?)',
    )
    const auth = { code: '28P01', message: 'password authentication failed for user "u"\nmore' }
    expect(describeConnectFailure('x', auth)).toBe(
      'cannot use PostgreSQL at x: password authentication failed for user "u" (check the user and password in FOLIO_DATABASE_URL)',
    )
  })
})
