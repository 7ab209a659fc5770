import type { ClientConfig, Field, PayloadRequest, SanitizedConfig } from 'payload'

import { toJSONSafe } from './http.js'
import { CUSTOM_COMPONENT_SLOTS, type FolioClientField } from '../../shared/protocol.js'

type I18n = PayloadRequest['i18n']
type ServerField = Field & { admin?: { components?: Record<string, unknown>; description?: unknown } }
type Nested = { fields?: unknown; tabs?: unknown; blocks?: unknown }

const customSlots = (field: ServerField): string[] => {
  const components = field.admin?.components ?? {}
  return CUSTOM_COMPONENT_SLOTS.filter((slot) => {
    const value = components[slot]
    return Array.isArray(value) ? value.length > 0 : Boolean(value)
  })
}

/** The Field component's import path and props, so the UI can offer its own version of known ones (the SEO plugin's). */
const fieldComponent = (field: ServerField): FolioClientField['customField'] => {
  const value = field.admin?.components?.Field as string | { path?: unknown; clientProps?: unknown } | undefined
  if (typeof value === 'string') return { path: value }
  if (!value || typeof value.path !== 'string') return undefined
  const clientProps = toJSONSafe(value.clientProps)
  return clientProps && typeof clientProps === 'object'
    ? { path: value.path, clientProps: clientProps as Record<string, unknown> }
    : { path: value.path }
}

const asArray = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : [])

/**
 * Tells, on each client field, what Payload's client config drops: which admin components the server
 * declares (Folio cannot run them, so the UI marks the field) and a description given as a function,
 * evaluated here in the request's language. Client fields mirror the server's one to one, in order
 * (Payload only appends an `id` field at the end).
 */
export const annotateFields = (
  serverFields: Field[],
  clientFields: FolioClientField[],
  i18n: I18n,
  /** Payload's index path of the unnamed layout field these fields sit in ('' at a data level). */
  indexPath = '',
): void => {
  serverFields.forEach((field: ServerField, index) => {
    const client = clientFields[index]
    if (!client || client.type !== field.type) return
    const ownIndex = indexPath ? `${indexPath}-${index}` : String(index)
    const named = 'name' in field && typeof field.name === 'string' && field.name !== ''
    // Where the form state says an unnamed field's condition hides it (a data path says it for the rest).
    if (!named && typeof field.admin?.condition === 'function') client.conditionPath = `_index-${ownIndex}`
    const slots = customSlots(field)
    if (slots.length) client.customComponents = slots
    const component = fieldComponent(field)
    if (component) client.customField = component
    const description = field.admin?.description
    if (typeof description === 'function') {
      const text: unknown = (description as (args: { i18n: I18n; t: I18n['t'] }) => unknown)({ i18n, t: i18n.t })
      if (typeof text === 'string') client.admin = { ...(client.admin ?? {}), description: text }
    }
    const nested = field as Nested
    const layout = !named && (field.type === 'row' || field.type === 'collapsible' || field.type === 'group')
    annotateFields(
      asArray<Field>(nested.fields),
      asArray<FolioClientField>(client.fields),
      i18n,
      layout ? ownIndex : '',
    )
    const clientTabs = asArray<FolioClientField>(client.tabs)
    asArray<{ name?: string; fields: Field[]; admin?: { condition?: unknown } }>(nested.tabs).forEach((tab, i) => {
      const tabIndex = `${ownIndex}-${i}`
      const clientTab = clientTabs[i]
      if (clientTab && typeof tab.admin?.condition === 'function')
        clientTab.conditionPath = tab.name ? tab.name : `_index-${tabIndex}`
      annotateFields(tab.fields, asArray<FolioClientField>(clientTab?.fields), i18n, tab.name ? '' : tabIndex)
    })
    const clientBlocks = asArray<{ slug?: string; fields?: FolioClientField[] }>(client.blocks)
    for (const block of asArray<{ slug?: string; fields: Field[] } | string>(nested.blocks)) {
      if (typeof block === 'string') continue
      const own = clientBlocks.find((b) => typeof b === 'object' && b.slug === block.slug)
      if (own) annotateFields(block.fields, asArray<FolioClientField>(own.fields), i18n)
    }
  })
}

/** Annotates every collection's and global's fields of a freshly built client config. */
export const annotateClientConfig = (config: SanitizedConfig, clientConfig: ClientConfig, i18n: I18n): void => {
  const entities = [
    ...config.collections.map((c) => ({ server: c, client: clientConfig.collections.find((x) => x.slug === c.slug) })),
    ...config.globals.map((g) => ({ server: g, client: clientConfig.globals.find((x) => x.slug === g.slug) })),
  ]
  for (const { server, client } of entities) {
    if (client) annotateFields(server.fields, client.fields as unknown as FolioClientField[], i18n)
  }
}
