/**
 * The window messages between the editor and a live-preview page, in the shapes
 * @payloadcms/live-preview 3.90 reads:
 *
 * - editor → preview: `{ type: 'payload-live-preview', data, externallyUpdatedRelationship, locale,
 *   collectionSlug, globalSlug }` (plus `fieldSchemaJSON` on a page's first message). The client only
 *   accepts it when the message's origin equals the `serverURL` it subscribed with, and only merges
 *   when `collectionSlug` or `globalSlug` is set. It merges on the CMS: it POSTs `data` to
 *   `/api/{slug}/{id}` (or `/api/globals/{slug}`), so `data` is the whole document with its id.
 * - editor → preview: `{ type: 'payload-document-event' }` after a save (SSR previews refresh on it).
 * - preview → editor: `{ type: 'payload-live-preview', ready: true }`, posted by `ready()` to the
 *   opener or parent once the page listens.
 * - preview → editor, Folio's own addition: `{ type: 'folio-live-preview-applied' }` once a page has
 *   merged and shown a message (Folio's demo site posts it; the sender keeps one message in flight
 *   until it comes, see sender.ts). Pages that never post it are still served, on a timer.
 *
 * No DOM globals are touched here; window-like objects are parameters.
 */
import type { FieldSchemaJSON } from './field-schema'
import { httpOrigin } from '@shared/url'
import { VISUAL_EDITING_MESSAGE, fieldMarkerOf, type FieldMarker } from '@shared/visual-editing'

// The check lives in shared: main checks the desktop preview's field clicks with it too.
export { fieldMarkerOf }

export const LIVE_PREVIEW_MESSAGE_TYPE = 'payload-live-preview'
export const DOCUMENT_EVENT_MESSAGE_TYPE = 'payload-document-event'
/** Posted by a preview page that has applied a message (optional; @payloadcms/live-preview does not). */
export const PREVIEW_APPLIED_MESSAGE_TYPE = 'folio-live-preview-applied'

/** Payload's `DocumentEvent`: what was saved elsewhere (e.g. in a relationship drawer). */
export interface DocumentEvent {
  entitySlug: string
  id?: number | string
  operation: 'create' | 'update'
  updatedAt: string
  drawerSlug?: string
  doc?: Record<string, unknown>
}

export interface LivePreviewMessage {
  type: typeof LIVE_PREVIEW_MESSAGE_TYPE
  /** The whole document (all fields of the current locale) with its id. */
  data: Record<string, unknown>
  externallyUpdatedRelationship: DocumentEvent | null
  /** Only on a preview page's first message (see createLivePreviewSender). */
  fieldSchemaJSON?: FieldSchemaJSON
  locale: string | undefined
  collectionSlug: string | undefined
  globalSlug: string | undefined
}

export interface DocumentEventMessage {
  type: typeof DOCUMENT_EVENT_MESSAGE_TYPE
}

export type LivePreviewOutgoingMessage = LivePreviewMessage | DocumentEventMessage

export interface LivePreviewMessageInput {
  data: Record<string, unknown>
  collectionSlug?: string
  globalSlug?: string
  locale?: string
  /** The document id; set on `data` when `data` has none (a global's or a just-loaded document's). */
  id?: number | string | null
  externallyUpdatedRelationship?: DocumentEvent | null
  fieldSchemaJSON?: FieldSchemaJSON
}

/**
 * The 'payload-live-preview' message. Exactly one of collectionSlug and globalSlug is required: the
 * client ignores a message with neither (it hands the preview its initial data back).
 */
export function buildLivePreviewMessage(input: LivePreviewMessageInput): LivePreviewMessage {
  const { collectionSlug, globalSlug } = input
  if (!collectionSlug && !globalSlug)
    throw new TypeError('A live-preview message needs a collectionSlug or a globalSlug')
  if (collectionSlug && globalSlug)
    throw new TypeError('A live-preview message is for a collection or a global, not both')
  const message: LivePreviewMessage = {
    type: LIVE_PREVIEW_MESSAGE_TYPE,
    data: previewData(input.data, input.id),
    externallyUpdatedRelationship: input.externallyUpdatedRelationship ?? null,
    locale: input.locale,
    collectionSlug: collectionSlug || undefined,
    globalSlug: globalSlug || undefined,
  }
  if (input.fieldSchemaJSON) message.fieldSchemaJSON = input.fieldSchemaJSON
  return message
}

/** The 'payload-document-event' message; Payload 3.90's admin sends the type alone. */
export function buildDocumentEventMessage(): DocumentEventMessage {
  return { type: DOCUMENT_EVENT_MESSAGE_TYPE }
}

/**
 * The document as the preview needs it: the whole form data, with the id added when the data has
 * none (as Payload's admin does). Returns a shallow copy; the input is not changed.
 */
export function previewData(data: Record<string, unknown>, id?: number | string | null): Record<string, unknown> {
  if (!data || typeof data !== 'object' || Array.isArray(data))
    throw new TypeError('Live-preview data must be a document object')
  const out = { ...data }
  if ((out.id === undefined || out.id === null || out.id === '') && id !== undefined && id !== null && id !== '')
    out.id = id
  return out
}

export { httpOrigin }

/** What `isPreviewReadyMessage` reads from a MessageEvent. */
export interface MessageEventLike {
  origin: string
  data: unknown
  source?: unknown
}

/**
 * True only for `{ type: 'payload-live-preview', ready: true }` posted from `expectedOrigin` (the
 * preview page's origin; a full preview URL is reduced to its origin). With `expectedSource` (the
 * iframe's contentWindow or the popup) the message must also come from that window, so a ready from
 * the iframe is not taken for the popup's, which has the same origin.
 */
export function isPreviewReadyMessage(
  event: MessageEventLike | null | undefined,
  expectedOrigin: string | null | undefined,
  expectedSource?: unknown,
): boolean {
  const message = previewMessage(event, expectedOrigin, expectedSource)
  return message?.type === LIVE_PREVIEW_MESSAGE_TYPE && message.ready === true
}

/** True only for `{ type: 'folio-live-preview-applied' }` from the preview, checked as a ready is. */
export function isPreviewAppliedMessage(
  event: MessageEventLike | null | undefined,
  expectedOrigin: string | null | undefined,
  expectedSource?: unknown,
): boolean {
  return previewMessage(event, expectedOrigin, expectedSource)?.type === PREVIEW_APPLIED_MESSAGE_TYPE
}

/** The message's data when it comes from the preview's origin (and window, when given). */
function previewMessage(
  event: MessageEventLike | null | undefined,
  expectedOrigin: string | null | undefined,
  expectedSource?: unknown,
): { type?: unknown; ready?: unknown } | null {
  if (!event || typeof event !== 'object') return null
  const origin = expectedOrigin ? (httpOrigin(expectedOrigin) ?? expectedOrigin) : null
  if (!origin || origin === 'null' || event.origin !== origin) return null
  if (expectedSource !== undefined && event.source !== expectedSource) return null
  const data = event.data
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null
  return data
}

export interface MessageTargetLike {
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void
  removeEventListener(type: 'message', listener: (event: MessageEventLike) => void): void
}

/**
 * Calls `onReady` for each ready message from the preview (a page posts one per load). `source`
 * is read on every message, as the iframe's window or the popup changes. Returns the unsubscribe.
 */
export function listenForPreviewReady(
  target: MessageTargetLike,
  options: {
    origin: () => string | null | undefined
    source?: () => unknown
    onReady: (event: MessageEventLike) => void
    /** The page applied a message (`folio-live-preview-applied`). */
    onApplied?: (event: MessageEventLike) => void
    /** The page runs the visual-editing overlay (`folio-visual-editing-ready`). */
    onOverlayReady?: () => void
    /** The editor clicked a marked text in the page (`folio-visual-editing-select`). */
    onSelectField?: (field: FieldMarker) => void
  },
): () => void {
  const listener = (event: MessageEventLike) => {
    const source = options.source ? options.source() : undefined
    if (options.source && (source === null || source === undefined)) return
    if (isPreviewReadyMessage(event, options.origin(), source)) return options.onReady(event)
    const message = previewMessage(event, options.origin(), source)
    if (!message) return
    if (message.type === PREVIEW_APPLIED_MESSAGE_TYPE) options.onApplied?.(event)
    else if (message.type === VISUAL_EDITING_MESSAGE.ready) options.onOverlayReady?.()
    else if (message.type === VISUAL_EDITING_MESSAGE.select) {
      const field = fieldMarkerOf((message as { field?: unknown }).field)
      if (field) options.onSelectField?.(field)
    }
  }
  target.addEventListener('message', listener)
  return () => target.removeEventListener('message', listener)
}
