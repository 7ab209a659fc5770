import { useMemo } from 'react'
import type { FolioClientEntity } from '@shared/protocol'
import type { Translate } from '../../../core/i18n/translate'
import { DiffError, diffVersions, type DiffResult, type DiffVersionsOptions } from '../../../core/diff'
import { labelFromSlug, labelText } from '../../../core/schema/schema'
import type { VersionDoc } from './version-pair'

export type VersionDiff = { result: DiffResult } | { error: string } | null

/**
 * The diff, timed as a user-timing entry for the benchmark and the browser's performance panel. Only
 * the latest is kept: the page's timeline keeps every entry until cleared, one more per diff shown.
 */
export function measuredDiff(options: DiffVersionsOptions): DiffResult {
  const started = performance.now()
  const result = diffVersions(options)
  performance.clearMeasures('folio:diff')
  performance.measure('folio:diff', { start: started })
  return result
}

interface VersionDiffInput {
  entity: FolioClientEntity | undefined
  current: VersionDoc | null
  compare: VersionDoc | null
  /** The locales compared, where the CMS is localized. */
  locales: string[] | undefined
  modifiedOnly: boolean
  language: string
  t: Translate
}

/** The two versions compared field by field; a field of the wrong type is reported, not a crash. */
export function useVersionDiff({ entity, current, compare, locales, modifiedOnly, language, t }: VersionDiffInput) {
  return useMemo((): VersionDiff => {
    if (!entity || !current || !compare) return null
    try {
      const result = measuredDiff({
        fields: entity.fields,
        current: current.version,
        compare: compare.version,
        locales,
        modifiedOnly,
        label: (label, name) => labelText(label, language, labelFromSlug(name)),
        t,
      })
      return { result }
    } catch (error) {
      return { error: error instanceof DiffError ? error.message : String(error) }
    }
  }, [entity, current, compare, locales, modifiedOnly, language, t])
}
