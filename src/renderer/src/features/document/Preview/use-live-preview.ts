/**
 * The live preview's windows and messages: one sender per preview page address, fed with the form's
 * data, and the popup that can take the frame's place. Messages go only to the preview's own
 * origin, and a ready counts only from that origin and from the window Folio opened.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react'
import type { FolioClientBlock, FolioClientEntity, FolioSchemaResponse } from '@shared/protocol'
import type { PreviewPopupMessage } from '@shared/bridge'
import { VISUAL_EDITING_MESSAGE, type FieldMarker } from '@shared/visual-editing'
import { getBridge } from '../../../core/bridge'
import type { FormStore } from '../../../core/form/form-store'
import {
  buildFieldSchemaJSON,
  createLivePreviewSender,
  listenForPreviewReady,
  markForPreview,
  type LivePreviewSender,
  type PreviewWindowType,
} from '../../../core/live-preview'
import { openPreviewPopup } from './popup'

interface PreviewWindows {
  frame: RefObject<HTMLIFrameElement | null>
  popup: RefObject<Window | null>
}

/** Delivers a message to the preview window of `type`: the frame, or the popup (the desktop's native ones through main). */
function postToPreview(
  message: PreviewPopupMessage,
  type: PreviewWindowType,
  route: { origin: string; windows: PreviewWindows; desktop: boolean; nativeView: boolean },
) {
  if (type === 'popup' && route.desktop) {
    void getBridge().invoke('renderer:preview-popup-post', { message })
    return
  }
  // The desktop's embedded view: main relays to its page (its preload posts as from the CMS).
  if (type === 'iframe' && route.nativeView) {
    void getBridge().invoke('renderer:preview-view-post', { message })
    return
  }
  const target = type === 'popup' ? route.windows.popup.current : route.windows.frame.current?.contentWindow
  target?.postMessage(message, route.origin)
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
      post: (message, type) =>
        postToPreview(message as PreviewPopupMessage, type, { origin, windows, desktop, nativeView }),
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
  /** Visual editing: the editor wants outlines in the frame, and in the popup (off there unless switched on). */
  overlays?: { frame: boolean; popup: boolean }
  /** The editor's language, for the labels on the outlines. */
  language?: string
  /** The editor clicked a marked text in the preview. */
  onSelectField?: (field: FieldMarker) => void
}

const NO_OVERLAYS = { frame: false, popup: false }

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
  overlays = NO_OVERLAYS,
  language = 'en',
  onSelectField,
}: LivePreviewInput) {
  const frame = useRef<HTMLIFrameElement | null>(null)
  const popup = useRef<Window | null>(null)
  const windows = useMemo(() => ({ frame, popup }), [])
  const [windowType, setWindowType] = useState<PreviewWindowType>('iframe')
  const [ready, setReady] = useState(false)
  /** Counts the page's readies: a reloaded page's overlay starts off and must hear the toggle again. */
  const [readies, setReadies] = useState(0)
  // The desktop app opens a native window through main; a browser uses window.open.
  const desktop = getBridge().host === 'electron'
  const sender = usePreviewSender(origin, entity, schema, windows, desktop, nativeView)
  // Visual editing: only a page that said it runs the overlay gets markers (the desktop's native view and
  // popup say so through main: their preload runs it).
  const [pageOverlay, setPageOverlay] = useState<{ type: PreviewWindowType; origin: string | null } | null>(null)
  const overlayRuns = pageOverlay?.type === windowType && pageOverlay.origin === origin
  const wanted = windowType === 'popup' ? overlays.popup : overlays.frame
  /** Markers go only to a page whose overlay reads them, and only while the editor wants outlines. */
  const marking = useRef(false)
  const selectField = useRef(onSelectField)
  useLayoutEffect(() => {
    selectField.current = onSelectField
  })

  // The popup closed: the frame comes back and waits for its ready.
  const backToFrame = useCallback(() => {
    popup.current = null
    setReady(false)
    sender?.setWindowType('iframe')
    setWindowType('iframe')
  }, [sender])

  // The document as the preview gets it, built only when a message really goes (see sender.ts).
  const document = useCallback(
    () => ({
      data: marking.current
        ? markForPreview(form.getData() as Record<string, unknown>, entity.fields ?? [], {
            blocks: schema.config.blocks as FolioClientBlock[] | undefined,
            language,
          })
        : (form.getData() as Record<string, unknown>),
      ...(kind === 'collection' ? { collectionSlug: slug } : { globalSlug: slug }),
      locale,
      id: id ?? null,
    }),
    [form, entity, schema, language, kind, slug, locale, id],
  )

  useEffect(() => {
    if (!sender) return
    sender.update(document)
    const unsubscribe = form.subscribeForm(() => sender.update(document))
    const onReady = () => {
      sender.markReady()
      setReady(true)
      setReadies((n) => n + 1)
    }
    const stopListening = listenForPreviewReady(window, {
      origin: () => origin,
      source: () => (sender.windowType === 'popup' ? popup.current : frame.current?.contentWindow),
      onReady,
      // Folio's demo site says when it has shown a message: the next one (the newest state) goes then.
      onApplied: () => sender.applied(),
      onOverlayReady: () => setPageOverlay({ type: sender.windowType, origin }),
      onSelectField: (field) => selectField.current?.(field),
    })
    // The native popup's ready and close come from main.
    const stopNative = desktop
      ? [
          getBridge().on('main:preview-popup-ready', () => sender.windowType === 'popup' && onReady()),
          getBridge().on('main:preview-popup-closed', backToFrame),
          getBridge().on('main:preview-view-ready', () => nativeView && sender.windowType === 'iframe' && onReady()),
          getBridge().on('main:preview-field', ({ field, from }) => {
            if ((from === 'popup') === (sender.windowType === 'popup')) selectField.current?.(field)
          }),
          getBridge().on('main:preview-overlay-ready', ({ from }) =>
            setPageOverlay({ type: from === 'popup' ? 'popup' : 'iframe', origin }),
          ),
        ]
      : []
    return () => {
      unsubscribe()
      stopListening()
      for (const stop of stopNative) stop()
      sender.dispose()
    }
  }, [sender, form, document, origin, desktop, nativeView, backToFrame])

  // Outlines on or off: the page hears it, and the document goes again with or without markers.
  const enabled = Boolean(overlayRuns && wanted)
  useEffect(() => {
    marking.current = enabled
    if (!sender || !origin || !overlayRuns || !ready) return
    postToPreview({ type: VISUAL_EDITING_MESSAGE.toggle, enabled }, sender.windowType, {
      origin,
      windows,
      desktop,
      nativeView,
    })
    sender.update(document)
  }, [enabled, overlayRuns, ready, readies, pageOverlay, sender, origin, windows, desktop, nativeView, document])

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

  return { frame, windowType, ready, openPopup, overlayRuns: Boolean(overlayRuns) }
}
