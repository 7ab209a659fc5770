/** Posts made for one test through the CMS's REST API, and their versions, newest first. */
import { expect, type Page } from '@playwright/test'
import { rest } from './rest'

type Doc = Record<string, unknown> & { id: string | number }

/** A unique slug per call, so tests sharing one CMS never collide. */
const uniqueSlug = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`

/** Creates a draft post (fields of a draft are not required); `data` may set createdAt. Returns it. */
export async function createDraftPost(page: Page, data: Record<string, unknown>): Promise<Doc> {
  // The REST bridge is called from the app's page.
  if (!page.url().startsWith('http')) await page.goto('/admin')
  const answer = await rest<{ doc: Doc }>(
    page,
    '/posts',
    { draft: 'true' },
    { method: 'POST', body: { slug: uniqueSlug('e2e'), ...data } },
  )
  expect(answer.ok, JSON.stringify(answer)).toBe(true)
  return answer.data.doc
}

/** Saves a post: as a draft (optionally an autosave), or published (optionally in one locale only). */
export async function savePost(
  page: Page,
  id: string | number,
  data: Record<string, unknown>,
  query: Record<string, string> = { draft: 'true' },
): Promise<void> {
  const answer = await rest(page, `/posts/${id}`, query, { method: 'PATCH', body: data })
  expect(answer.ok, JSON.stringify(answer)).toBe(true)
}

/** The post's versions as Folio lists them, newest first (snapshots, kept for publishing one locale, left out). */
export async function versionsOf(page: Page, id: string | number): Promise<Doc[]> {
  const answer = await rest<{ docs: Doc[] }>(page, '/posts/versions', {
    where: { and: [{ parent: { equals: id } }, { snapshot: { not_equals: true } }] },
    sort: '-updatedAt',
    limit: 100,
  })
  expect(answer.ok, JSON.stringify(answer)).toBe(true)
  return answer.data.docs
}
