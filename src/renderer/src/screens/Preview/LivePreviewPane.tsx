/**
 * The live-preview pane beside the edit form (spec: live preview, points 3, 4 and 9): a toolbar and
 * either an embedded frame or, once the popup is open, a note that the preview lives there.
 *
 * The frame's URL is loaded once (per locale); edits travel as `payload-live-preview` messages,
 * coalesced by the sender to one per animation frame, so the page is never reloaded on a keystroke.
 * Messages go only to the preview's own origin, and a ready counts only from that origin and from
 * the window Folio opened (the frame or the popup).
 */
import { useEffect, useMemo, useReducer, useRef, useState, type CSSProperties } from 'react'
import type { FolioClientBlock, FolioClientEntity, FolioEntityExtras, FolioSchemaResponse } from '@shared/protocol'
import type { PreviewPopupMessage } from '@shared/bridge'
import { getBridge } from '../../bridge'
import { useT } from '../../i18n/i18n-store'
import type { FormStore } from '../../lib/form/form-store'
import {
  breakpointOptions,
  buildFieldSchemaJSON,
  createLivePreviewSender,
  frameStyleFor,
  httpOrigin,
  INITIAL_TOOLBAR_STATE,
  listenForPreviewReady,
  toolbarReducer,
  ZOOM_OPTIONS,
  zoomLabel,
  type LivePreviewSender,
  type PreviewToolbarState,
  type PreviewWindowType,
} from '../../lib/live-preview'
import { openPreviewPopup } from './popup'
import { usePreviewPreference } from './use-preview-preference'
import './LivePreview.css'

export interface LivePreviewPaneProps {
  form: FormStore
  kind: 'collection' | 'global'
  slug: string
  id?: string
  locale?: string
  entity: FolioClientEntity
  schema: FolioSchemaResponse
  extras: FolioEntityExtras | undefined
  /** Changes after each save (and autosave): the preview gets a `payload-document-event`. */
  saved: number
}

export function LivePreviewPane({ form, kind, slug, id, locale, entity, schema, extras, saved }: LivePreviewPaneProps) {
  const t = useT()
  const [url, setUrl] = useState<string | null | undefined>(undefined)
  const origin = url ? httpOrigin(url) : null
  const frameRef = useRef<HTMLIFrameElement | null>(null)
  const popupRef = useRef<Window | null>(null)
  const [windowType, setWindowType] = useState<PreviewWindowType>('iframe')
  const [ready, setReady] = useState(false)
  // The desktop app opens a native window through main; a browser uses window.open.
  const desktop = getBridge().host === 'electron'

  // The preview URL, from the entity's admin.livePreview.url (run on the CMS by the Folio plugin).
  useEffect(() => {
    let current = true
    setUrl(undefined)
    void getBridge()
      .invoke(
        'renderer:preview-url',
        kind === 'collection'
          ? { collection: slug, id, ...(locale ? { locale } : {}) }
          : { global: slug, ...(locale ? { locale } : {}) },
      )
      .then((result) => current && setUrl(result.ok ? result.data.url : null))
    return () => {
      current = false
    }
  }, [kind, slug, id, locale])

  // A remote server's frontend is allowed in the page's CSP only once the host has seen its origin
  // (from the preview-url answer above): the page loaded before that reloads once to get it.
  useEffect(() => {
    if (!origin) return
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      if (!/^(frame|child)-src/.test(event.effectiveDirective) || httpOrigin(event.blockedURI) !== origin) return
      const key = `folio-preview-csp-reload:${origin}`
      if (sessionStorage.getItem(key)) return
      sessionStorage.setItem(key, '1')
      window.location.reload()
    }
    document.addEventListener('securitypolicyviolation', onViolation)
    return () => document.removeEventListener('securitypolicyviolation', onViolation)
  }, [origin])

  // One sender per preview page address; it waits for each ready and coalesces updates.
  const sender = useMemo<LivePreviewSender | null>(() => {
    if (!origin) return null
    return createLivePreviewSender({
      post: (message, type) => {
        if (type === 'popup' && desktop) {
          void getBridge().invoke('renderer:preview-popup-post', { message: message as PreviewPopupMessage })
          return
        }
        const target = type === 'popup' ? popupRef.current : frameRef.current?.contentWindow
        target?.postMessage(message, origin)
      },
      fieldSchemaJSON: () =>
        buildFieldSchemaJSON(entity.fields, { blocks: schema.config.blocks as FolioClientBlock[] | undefined }),
      onError: (error) => console.error('live preview:', error),
    })
  }, [origin, entity, schema, desktop])

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
    const stopListening = listenForPreviewReady(window, {
      origin: () => origin,
      source: () => (sender.windowType === 'popup' ? popupRef.current : frameRef.current?.contentWindow),
      onReady: () => {
        sender.markReady()
        setReady(true)
      },
    })
    // The native popup's ready and close come from main.
    const stopNative = desktop
      ? [
          getBridge().on('main:preview-popup-ready', () => {
            if (sender.windowType !== 'popup') return
            sender.markReady()
            setReady(true)
          }),
          getBridge().on('main:preview-popup-closed', () => backToFrame.current()),
        ]
      : []
    return () => {
      unsubscribe()
      stopListening()
      for (const stop of stopNative) stop()
      sender.dispose()
    }
  }, [sender, form, kind, slug, id, locale, origin, desktop])

  // After a save: the saved document event (SSR previews refresh on it).
  const firstSaved = useRef(saved)
  useEffect(() => {
    if (saved !== firstSaved.current) sender?.documentEvent()
  }, [saved, sender])

  // The popup: opening switches the window type; a 1 s poll brings the frame back once it is closed.
  const backToFrame = useRef(() => {})
  backToFrame.current = () => {
    popupRef.current = null
    setReady(false)
    sender?.setWindowType('iframe')
    setWindowType('iframe')
  }
  const openPopup = async () => {
    if (!url || !sender) return
    const existing = popupRef.current
    if (existing && !existing.closed) return existing.focus()
    setReady(false)
    sender.setWindowType('popup')
    setWindowType('popup')
    const opened = desktop
      ? await getBridge().invoke('renderer:preview-popup-open', { url })
      : Boolean((popupRef.current = openPreviewPopup(url, { onClosed: () => backToFrame.current() })))
    if (!opened) backToFrame.current()
  }
  useEffect(
    () => () => {
      popupRef.current?.close()
      if (desktop) void getBridge().invoke('renderer:preview-popup-close')
    },
    [desktop],
  )

  // Toolbar: reducer from lib/live-preview, its choices kept in the user's preferences.
  const options = useMemo(
    () =>
      breakpointOptions(extras?.livePreview.breakpoints, {
        responsive: t('folio:previewResponsive'),
        custom: t('general:custom'),
      }),
    [extras, t],
  )
  const preference = usePreviewPreference(kind, slug)
  const [toolbar, dispatch] = useReducer(toolbarReducer, INITIAL_TOOLBAR_STATE)
  const [restored, setRestored] = useState(false)
  useEffect(() => {
    if (!preference.loaded || restored) return
    setRestored(true)
    const stored = preference.loaded
    if (options.some((o) => o.name === stored.breakpoint))
      dispatch({ type: 'breakpoint', name: stored.breakpoint, options })
    if (stored.breakpoint === 'custom') {
      dispatch({ type: 'width', value: stored.width })
      dispatch({ type: 'height', value: stored.height })
    }
    dispatch({ type: 'zoom', value: stored.zoom })
  }, [preference.loaded, restored, options])
  const lastSaved = useRef<string>('')
  useEffect(() => {
    if (!restored) return
    const key = JSON.stringify(toolbar)
    if (lastSaved.current === '') {
      lastSaved.current = key
      return
    }
    if (key === lastSaved.current) return
    lastSaved.current = key
    preference.save(toolbar)
  }, [toolbar, restored, preference])

  const style = frameStyleFor(toolbar, options)
  const measured = () => {
    const rect = frameRef.current?.getBoundingClientRect()
    return rect ? { width: rect.width / style.scale, height: rect.height / style.scale } : undefined
  }

  return (
    <section
      className="live-preview"
      data-testid="live-preview"
      data-window-type={windowType}
      data-ready={ready}
      aria-label={t('general:livePreview')}
    >
      <PreviewToolbar
        state={toolbar}
        options={options}
        onBreakpoint={(name) => dispatch({ type: 'breakpoint', name, options })}
        onSize={(axis, value) => dispatch({ type: axis, value, measured: measured() })}
        onZoom={(value) => dispatch({ type: 'zoom', value })}
        onPopup={() => void openPopup()}
        popupHref={url ?? undefined}
      />
      <div className="live-preview__stage">
        {url === undefined && <p className="live-preview__note">{t('folio:previewLoading')}</p>}
        {url === null && (
          <p className="live-preview__note" data-testid="live-preview-no-url">
            {t('folio:previewNoUrl')}
          </p>
        )}
        {url && windowType === 'popup' && (
          <p className="live-preview__note" data-testid="live-preview-in-popup">
            {t('folio:previewInPopup')}
          </p>
        )}
        {url && windowType === 'iframe' && (
          <div
            className="live-preview__frame-box"
            style={style.container as CSSProperties}
            data-testid="live-preview-frame-box"
          >
            <iframe
              ref={frameRef}
              className="live-preview__frame"
              src={url}
              title={t('general:livePreview')}
              style={style.frame as CSSProperties}
              data-testid="live-preview-frame"
            />
          </div>
        )}
      </div>
    </section>
  )
}

interface PreviewToolbarProps {
  state: PreviewToolbarState
  options: ReturnType<typeof breakpointOptions>
  onBreakpoint(name: string): void
  onSize(axis: 'width' | 'height', value: string): void
  onZoom(value: string): void
  onPopup(): void
  popupHref?: string
}

/** The toolbar; its handle drags it (pointer) or moves it with the arrow keys. */
function PreviewToolbar({ state, options, onBreakpoint, onSize, onZoom, onPopup, popupHref }: PreviewToolbarProps) {
  const t = useT()
  const [offset, setOffset] = useState({ x: 0, y: 0 })
  const drag = useRef<{ startX: number; startY: number; fromX: number; fromY: number } | null>(null)
  const responsive = state.breakpoint === 'responsive'
  return (
    <div
      className="live-preview__toolbar"
      style={{ transform: `translate(${offset.x}px, ${offset.y}px)` }}
      data-testid="live-preview-toolbar"
    >
      <button
        type="button"
        className="live-preview__handle"
        aria-label={t('folio:previewDrag')}
        title={t('folio:previewDrag')}
        data-testid="live-preview-drag"
        onPointerDown={(e) => {
          e.currentTarget.setPointerCapture?.(e.pointerId)
          drag.current = { startX: e.clientX, startY: e.clientY, fromX: offset.x, fromY: offset.y }
        }}
        onPointerMove={(e) => {
          const d = drag.current
          if (d) setOffset({ x: d.fromX + e.clientX - d.startX, y: d.fromY + e.clientY - d.startY })
        }}
        onPointerUp={() => (drag.current = null)}
        onKeyDown={(e) => {
          const step = e.shiftKey ? 50 : 10
          const moves: Record<string, [number, number]> = {
            ArrowLeft: [-step, 0],
            ArrowRight: [step, 0],
            ArrowUp: [0, -step],
            ArrowDown: [0, step],
          }
          const move = moves[e.key]
          if (!move) return
          e.preventDefault()
          setOffset((o) => ({ x: o.x + move[0], y: o.y + move[1] }))
        }}
      >
        ⠿
      </button>
      <select
        className="select live-preview__breakpoint"
        aria-label={t('folio:previewBreakpoint')}
        value={state.breakpoint}
        onChange={(e) => onBreakpoint(e.target.value)}
        data-testid="live-preview-breakpoint"
      >
        {options.map((o) => (
          <option key={o.name} value={o.name}>
            {o.label}
          </option>
        ))}
      </select>
      <input
        type="number"
        min={0}
        className="live-preview__size"
        aria-label={t('upload:width')}
        value={responsive ? '' : state.width}
        placeholder={t('upload:width')}
        onChange={(e) => onSize('width', e.target.value)}
        data-testid="live-preview-width"
      />
      <span aria-hidden="true">×</span>
      <input
        type="number"
        min={0}
        className="live-preview__size"
        aria-label={t('upload:height')}
        value={responsive ? '' : state.height}
        placeholder={t('upload:height')}
        onChange={(e) => onSize('height', e.target.value)}
        data-testid="live-preview-height"
      />
      <select
        className="select live-preview__zoom"
        aria-label={t('folio:previewZoom')}
        value={state.zoom}
        onChange={(e) => onZoom(e.target.value)}
        data-testid="live-preview-zoom"
      >
        {ZOOM_OPTIONS.map((z) => (
          <option key={z} value={z}>
            {zoomLabel(z)}
          </option>
        ))}
      </select>
      <a
        href={popupHref ?? '#'}
        className="live-preview__popup-link"
        onClick={(e) => {
          e.preventDefault()
          onPopup()
        }}
        data-testid="live-preview-popup"
      >
        {t('general:openInNewWindow')}
      </a>
    </div>
  )
}
