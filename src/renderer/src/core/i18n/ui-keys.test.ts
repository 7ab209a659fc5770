import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { en } from '@payloadcms/translations/languages/en'
import { describe, expect, it } from 'vitest'
import { folioTranslations } from './folio-translations'
import type { TranslationTree } from './translate'

const SOURCE = join(__dirname, '..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

describe("the UI's strings", () => {
  it("name only keys English has (Payload's or Folio's own), so no raw key is ever shown", () => {
    const english: TranslationTree = {
      ...(en.translations as unknown as TranslationTree),
      ...folioTranslations(),
    }
    // A key asked with a count may exist only as its plural forms (key_one, key_other).
    const known = (group: string, key: string) =>
      Object.keys(english[group] ?? {}).some((name) => name === key || name.startsWith(`${key}_`))
    const missing = sourceFiles(SOURCE).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z]+):([a-zA-Z]+)'/g)]
        .filter(([, group, key]) => !known(group!, key!))
        .map(([, group, key]) => `${group}:${key} in ${file.slice(SOURCE.length + 1)}`),
    )
    expect(missing).toEqual([])
  })
})
