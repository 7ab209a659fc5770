/**
 * Before a file is sent: is it empty, does the upload collection take its type (`upload.mimeTypes`,
 * patterns such as 'image/*' as Payload reads them) and its size (the server's limit, and the
 * bridge's own)? And how the problem reads to the editor.
 */
import { formatFileSize } from '../lib/format'
import type { Translate } from '../i18n/translate'

/** The bridge carries at most ~37 MB of base64 (see main/core/bridge/api.ts): a 28 MB file. */
export const BRIDGE_MAX_FILE_BYTES = 28_000_000

export interface UploadRules {
  mimeTypes?: string[]
  /** The server's limit in bytes, where it sets one. */
  maxBytes?: number
}

export type FileProblem =
  { kind: 'empty' } | { kind: 'type'; type: string; accepted: string[] } | { kind: 'size'; size: number; limit: number }

/** Payload's rule: 'image/*' takes every image type, any other pattern only itself. */
export function mimeTypeAccepted(type: string, patterns: readonly string[] | undefined): boolean {
  if (!patterns?.length) return true
  const actual = type.toLowerCase()
  return patterns.some((pattern) => {
    const p = pattern.toLowerCase().trim()
    return p.endsWith('/*') ? actual.startsWith(p.slice(0, -1)) : actual === p
  })
}

export function fileProblem(file: { type: string; size: number }, rules: UploadRules): FileProblem | null {
  // Nothing to store (and the server would name a type sniffed from no bytes): said as what it is.
  if (file.size === 0) return { kind: 'empty' }
  if (!mimeTypeAccepted(file.type, rules.mimeTypes))
    return { kind: 'type', type: file.type || '?', accepted: rules.mimeTypes ?? [] }
  const limit = Math.min(rules.maxBytes ?? Infinity, BRIDGE_MAX_FILE_BYTES)
  if (file.size > limit) return { kind: 'size', size: file.size, limit }
  return null
}

/** The collection's rules from its client config (`upload.mimeTypes`) and the server's size limit. */
export function uploadRulesOf(upload: unknown, maxBytes: number | undefined): UploadRules {
  const mimeTypes = (upload as { mimeTypes?: unknown } | null)?.mimeTypes
  return {
    mimeTypes: Array.isArray(mimeTypes) ? mimeTypes.filter((m): m is string => typeof m === 'string') : undefined,
    maxBytes,
  }
}

/** The problem in the editor's language. */
export function fileProblemText(problem: FileProblem, t: Translate, language: string): string {
  switch (problem.kind) {
    case 'empty':
      return t('folio:uploadEmpty')
    case 'type':
      return t('error:invalidFileTypeValue', { value: problem.type })
    case 'size':
      return t('folio:uploadTooLarge', {
        size: formatFileSize(problem.size, language),
        limit: formatFileSize(problem.limit, language),
      })
  }
}
