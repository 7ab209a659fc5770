/**
 * Test fixtures: the posts collection's client-config fields as GET /api/folio/schema returns them from
 * the built-in CMS (src/cms/collections/posts.ts), two real versions of a post, helpers for Lexical
 * documents, and a translator/label resolver over Payload's English translations.
 */
import { en } from '@payloadcms/translations/languages/en'
import type { FolioClientField, FolioLabel } from '@shared/protocol'
import { createTranslator } from '../i18n/translate'
import type { LabelResolver } from './types'
import postsSchemaFields from './__fixtures__/posts-fields.json'
import versionedPost from './__fixtures__/versioned-post.json'

export const t = createTranslator(en.translations, () => {})

export const label: LabelResolver = (value: FolioLabel | undefined, fallbackName: string) => {
  if (typeof value === 'string') return value
  if (value && typeof value === 'object') return value.en ?? Object.values(value)[0] ?? fallbackName
  return fallbackName
}

/**
 * The posts collection's fields as GET /api/folio/schema serves them from the built-in CMS. The CMS's
 * plugin test checks this file against the live answer and fails when it is stale; `npx vitest run
 * src/cms/plugin.test.ts -u` writes it anew. Tabs in the client config carry no `type`, which
 * FolioClientField's `tabs` typing requires: cast.
 */
export const postsFields = postsSchemaFields as unknown as FolioClientField[]

/** Two real versions of the seeded "versioned-post" (GET /api/posts/versions?locale=all&depth=0): revision 30 and an older one. */
export const versionedPostCurrent: Record<string, unknown> = versionedPost.current
export const versionedPostCompare: Record<string, unknown> = versionedPost.compare

// Lexical helpers -------------------------------------------------------------------------------

type Node = Record<string, unknown>

export const text = (value: string, format = 0): Node => ({
  type: 'text',
  text: value,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})
export const paragraph = (...children: (string | Node)[]): Node => ({
  type: 'paragraph',
  version: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  children: children.map((c) => (typeof c === 'string' ? text(c) : c)),
})
export const heading = (tag: string, value: string): Node => ({
  type: 'heading',
  tag,
  version: 1,
  children: [text(value)],
})
export const listItem = (value: string | Node[], extra: Node = {}): Node => ({
  type: 'listitem',
  version: 1,
  value: 1,
  ...extra,
  children: typeof value === 'string' ? [text(value)] : value,
})
export const list = (listType: string, ...items: Node[]): Node => ({
  type: 'list',
  listType,
  tag: listType === 'number' ? 'ol' : 'ul',
  version: 1,
  children: items,
})
export const table = (...rows: string[][]): Node => ({
  type: 'table',
  version: 1,
  children: rows.map((cells) => ({
    type: 'tablerow',
    version: 1,
    children: cells.map((c) => ({ type: 'tablecell', headerState: 0, version: 1, children: [paragraph(c)] })),
  })),
})
export const upload = (value: number | string, relationTo = 'media'): Node => ({
  type: 'upload',
  relationTo,
  value,
  fields: null,
  format: '',
  id: 'x',
  version: 3,
})
export const doc = (...children: Node[]): { root: Node } => ({
  root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children },
})
