/** Route paths of spec point 2, under the admin prefix. */
export const ADMIN_PREFIX = '/admin'

export const routes = {
  dashboard: () => ADMIN_PREFIX,
  account: () => `${ADMIN_PREFIX}/account`,
  collection: (slug: string) => `${ADMIN_PREFIX}/collections/${encodeURIComponent(slug)}`,
  create: (slug: string) => `${ADMIN_PREFIX}/collections/${encodeURIComponent(slug)}/create`,
  document: (slug: string, id: string | number) => `${ADMIN_PREFIX}/collections/${encodeURIComponent(slug)}/${encodeURIComponent(String(id))}`,
  global: (slug: string) => `${ADMIN_PREFIX}/globals/${encodeURIComponent(slug)}`,
  documentPreview: (slug: string, id: string | number) => `${ADMIN_PREFIX}/collections/${encodeURIComponent(slug)}/${encodeURIComponent(String(id))}/preview`,
  globalPreview: (slug: string) => `${ADMIN_PREFIX}/globals/${encodeURIComponent(slug)}/preview`,
}
