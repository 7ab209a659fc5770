import { expect, type Page } from '@playwright/test'
import type { BridgeRequest } from '../../../src/shared/bridge'
import { API_CHANNEL_PATH, bridgeHeaders, bridgePath } from './bridge'

/** What the CMS answered: `data` when `ok`, else what went wrong. */
export type RestAnswer<T = Record<string, unknown>> = {
  ok: boolean
  data: T
  error?: { kind: string; message?: string }
}

/**
 * Reads or writes through the host's REST bridge, as a tester checking what was saved. The query
 * asks for depth 0 unless it says otherwise.
 */
export async function rest<T = Record<string, unknown>>(
  page: Page,
  path: string,
  query: Record<string, unknown> = {},
  init: { method?: string; body?: unknown } = {},
): Promise<RestAnswer<T>> {
  // The function runs in the page: everything it needs travels as its argument.
  return page.evaluate(
    async ({ url, headers, path, query, init }) => {
      const response = await fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          method: init.method ?? 'GET',
          path,
          query: { depth: 0, ...query },
          ...(init.body !== undefined ? { body: init.body } : {}),
        }),
      })
      return ((await response.json()) as { value: RestAnswer<T> }).value
    },
    { url: API_CHANNEL_PATH, headers: bridgeHeaders, path, query, init },
  )
}

/**
 * Makes a document through the host's REST bridge, as a tester setting up (a draft with
 * `{ draft: true }`); fails the test unless the CMS made it, and returns its id.
 */
export async function createDocument(
  page: Page,
  collection: string,
  body: Record<string, unknown>,
  query: Record<string, unknown> = {},
): Promise<number> {
  const created = await rest<{ doc: { id: number } }>(page, `/${collection}`, query, { method: 'POST', body })
  expect(created.ok, `POST /${collection}: ${JSON.stringify(created.error)}`).toBe(true)
  return created.data.doc.id
}

/** Uploads a file through the host's bridge, as the upload field does; the CMS's answer (`data.doc` when `ok`). */
export async function uploadThroughBridge<Doc = { id: number }>(
  page: Page,
  request: BridgeRequest<'renderer:upload'>,
): Promise<RestAnswer<{ doc: Doc }>> {
  // The function runs in the page: the request travels as its argument (typed loosely: it is JSON there).
  return page.evaluate<RestAnswer<{ doc: Doc }>, { path: string; headers: Record<string, string>; request: unknown }>(
    async ({ path, headers, request }) => {
      const response = await fetch(path, { method: 'POST', headers, body: JSON.stringify(request) })
      return ((await response.json()) as { value: RestAnswer<{ doc: Doc }> }).value
    },
    { path: bridgePath('renderer:upload'), headers: bridgeHeaders, request },
  )
}

/**
 * How many locks the CMS holds on a post (asked through Folio's own bridge, as the editor). The collection is
 * part of the question: a test running beside this one may hold a page or a category with the same id.
 */
export async function locksOn(page: Page, id: string, collection = 'posts'): Promise<number> {
  const locks = await rest<{ totalDocs: number }>(page, '/payload-locked-documents', {
    where: { and: [{ 'document.relationTo': { equals: collection } }, { 'document.value': { equals: id } }] },
  })
  return locks.data.totalDocs
}
