/**
 * The live preview's windows and messages: one sender per preview page address, fed with the form's
 * data, and the popup that can take the frame's place. Messages go only to the preview's own
 * origin, and a ready counts only from that origin and from the window Folio opened.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react'
import type { FolioClientBlock, FolioClientEntity, FolioSchemaResponse } from '@shared/protocol'
import type { PreviewPopupMessage } from '@shared/bridge'
import { getBridge } from '../../../core/bridge'
import type { FormStore } from '../../../core/form/form-store'
import {
  buildFieldSchemaJSON,
  createLivePreviewSender,
  listenForPreviewReady,
  type LivePreviewSender,
  type PreviewWindowType,
} from '../../../core/live-preview'
import { openPreviewPopup } from './popup'

interface PreviewWindows {
  frame: RefObject<HTMLIFrameElement | null>
  popup: RefObject<Window | null>
}

/** The window messages go to now: the frame, or the popup (the desktop app's native one through main). */
function usePreviewSender(
  origin: string | null,
  entity: FolioClientEntity,
  schema: FolioSchemaResponse,
  windows: PreviewWindows,
  desktop: boolean,
  nativeView: boolean,
) {
  return useMemo<LivePreviewSender | null>(() => {
    if (!origin) return null
    return createLivePreviewSender({
      post: (message, type) => {
        if (type === 'popup' && desktop) {
          void getBridge().invoke('renderer:preview-popup-post', { message: message as PreviewPopupMessage })
          return
        }
        // The desktop's embedded view: main relays to its page (its preload posts as from the CMS).
        if (type === 'iframe' && nativeView) {
          void getBridge().invoke('renderer:preview-view-post', { message: message as PreviewPopupMessage })
          return
        }
        const target = type === 'popup' ? windows.popup.current : windows.frame.current?.contentWindow
        target?.postMessage(message, origin)
      },
      fieldSchemaJSON: () =>
        buildFieldSchemaJSON(entity.fields, { blocks: schema.config.blocks as FolioClientBlock[] | undefined }),
      onError: (error) => console.error('live preview:', error),
    })
  }, [origin, entity, schema, desktop, nativeView, windows])
}

/** The document being edited, as the preview shows it. */
export interface PreviewedDocument {
  form: FormStore
  kind: 'collection' | 'global'
  slug: string
  id?: string
  locale?: string
  entity: FolioClientEntity
  schema: FolioSchemaResponse
  /** Changes after each save (and autosave): the preview gets a `payload-document-event`. */
  saved: number
}

export interface LivePreviewInput extends PreviewedDocument {
  url: string | null | undefined
  origin: string | null
  /** The desktop app shows the page in main's native view instead of the iframe (see native-view.ts). */
  nativeView?: boolean
}

export function useLivePreview({
  form,
  kind,
  slug,
  id,
  locale,
  entity,
  schema,
  url,
  origin,
  saved,
  nativeView = false,
}: LivePreviewInput) {
  const frame = useRef<HTMLIFrameElement | null>(null)
  const popup = useRef<Window | null>(null)
  const windows = useMemo(() => ({ frame, popup }), [])
  const [windowType, setWindowType] = useState<PreviewWindowType>('iframe')
  const [ready, setReady] = useState(false)
  // The desktop app opens a native window through main; a browser uses window.open.
  const desktop = getBridge().host === 'electron'
  const sender = usePreviewSender(origin, entity, schema, windows, desktop, nativeView)

  // The popup closed: the frame comes back and waits for its ready.
  const backToFrame = useCallback(() => {
    popup.current = null
    setReady(false)
    sender?.setWindowType('iframe')
    setWindowType('iframe')
  }, [sender])

  useEffect(() => {
    if (!sender) return
    const document = () => ({
      data: form.getData() as Record<string, unknown>,
      ...(kind === 'collection' ? { collectionSlug: slug } : { globalSlug: slug }),
      locale,
      id: id ?? null,
    })
    sender.update(document)
    const unsubscribe = form.subscribeForm(() => sender.update(document))
    const onReady = () => {
      sender.markReady()
      setReady(true)
    }
    const stopListening = listenForPreviewReady(window, {
      origin: () => origin,
      source: () => (sender.windowType === 'popup' ? popup.current : frame.current?.contentWindow),
      onReady,
      // Folio's demo site says when it has shown a message: the next one (the newest state) goes then.
      onApplied: () => sender.applied(),
    })
    // The native popup's ready and close come from main.
    const stopNative = desktop
      ? [
          getBridge().on('main:preview-popup-ready', () => sender.windowType === 'popup' && onReady()),
          getBridge().on('main:preview-popup-closed', backToFrame),
          getBridge().on('main:preview-view-ready', () => nativeView && sender.windowType === 'iframe' && onReady()),
        ]
      : []
    return () => {
      unsubscribe()
      stopListening()
      for (const stop of stopNative) stop()
      sender.dispose()
    }
  }, [sender, form, kind, slug, id, locale, origin, desktop, nativeView, backToFrame])

  // After a save: the saved document event (SSR previews refresh on it).
  const firstSaved = useRef(saved)
  useEffect(() => {
    if (saved !== firstSaved.current) sender?.documentEvent()
  }, [saved, sender])

  // Opening the popup switches the window type; it comes back to the frame once the popup is closed.
  const openPopup = async () => {
    if (!url || !sender) return
    const existing = popup.current
    if (existing && !existing.closed) return existing.focus()
    setReady(false)
    sender.setWindowType('popup')
    setWindowType('popup')
    const opened = desktop
      ? await getBridge().invoke('renderer:preview-popup-open', { url })
      : Boolean((popup.current = openPreviewPopup(url, { onClosed: backToFrame })))
    if (!opened) backToFrame()
  }
  useEffect(
    () => () => {
      popup.current?.close()
      if (desktop) void getBridge().invoke('renderer:preview-popup-close')
    },
    [desktop],
  )

  return { frame, windowType, ready, openPopup }
}
