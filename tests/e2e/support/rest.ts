import type { Page } from '@playwright/test'

/** Reads or writes through the host's REST bridge, as a tester checking what was saved. */
export async function rest(
  page: Page,
  path: string,
  query: Record<string, unknown> = {},
  init: { method?: string; body?: unknown } = {},
) {
  return page.evaluate(
    async ({ path, query, init }) => {
      const response = await fetch('/__folio/bridge/renderer:api', {
        method: 'POST',
        headers: { 'x-folio-bridge': '1' },
        body: JSON.stringify({
          method: init.method ?? 'GET',
          path,
          query: { depth: 0, ...query },
          ...(init.body !== undefined ? { body: init.body } : {}),
        }),
      })
      return ((await response.json()) as { value: { ok: boolean; data: Record<string, unknown> } }).value
    },
    { path, query, init },
  )
}
