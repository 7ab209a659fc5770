/**
 * Version diff for the version detail view: a per-field comparison of two versions of a document, as a
 * tree the version view renders.
 * Pure: no React, no DOM, no network.
 *
 *   const result = diffVersions({
 *     fields: entity.fields, current: version.version, compare: compareVersion.version,
 *     locales: ['en', 'de'], modifiedOnly: true,
 *     label: (label, name) => labelText(label, language, labelFromSlug(name)), t,
 *   })
 *
 * Throws DiffError when a value does not fit its field's type.
 */
import { createContext, diffFields } from './fields'
import type { DiffResult, DiffVersionsOptions } from './types'
import { expectObject } from './values'

export function diffVersions(options: DiffVersionsOptions): DiffResult {
  const ctx = createContext(options)
  const compare = expectObject(
    options.compare,
    { path: '', fieldType: 'document', side: 'before' },
    'a version document (an object)',
  )
  const current = expectObject(
    options.current,
    { path: '', fieldType: 'document', side: 'after' },
    'a version document (an object)',
  )
  const nodes = diffFields(options.fields, compare, current, { key: '', path: '', parentLocalized: false }, ctx)
  let changedCount = 0
  for (const node of nodes) changedCount += node.changedCount
  return { nodes, changedCount, changed: nodes.some((n) => n.changed), noValueText: ctx.noValue }
}

export { isHiddenInDiff } from './fields'
export { diffRelationRefs, toRelationRefs } from './relationship'
export { diffRichText, isEmptyDocument, isLexicalState, renderText } from './rich-text'
export { matchRows, type RowMatch, type RowMatchedBy } from './rows'
export { DEFAULT_MAX_EDIT_DISTANCE, diffSequences, longestIncreasingSubsequence, type DiffRun } from './sequence'
export * from './types'
export { diffTokens, diffWords, sideText, tokenize, type Token } from './words'
