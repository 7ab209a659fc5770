/**
 * The live-preview pane beside the edit form: a toolbar and either an embedded frame or, once the
 * popup is open, a note that the preview lives there.
 *
 * The frame's URL is loaded once (per locale); edits travel as `payload-live-preview` messages,
 * coalesced by the sender to one per animation frame, so the page is never reloaded on a keystroke.
 */
import { useCallback, useMemo, useRef, useState } from 'react'
import type { FolioEntityExtras } from '@shared/protocol'
import { getBridge } from '../../../core/bridge'
import type { FieldMarker } from '@shared/visual-editing'
import { useI18n, useT } from '../../../core/i18n/i18n-store'
import { requestCaret } from '../../../core/form/reveal'
import { toast } from '../../../core/stores/toast-store'
import { useCommands } from '../../../core/stores/use-commands'
import { revealField } from '../session/field-errors'
import { useSessionStore } from '../../../core/stores/session-store'
import { breakpointOptions, frameStyleFor, httpOrigin, sizeInputValues } from '../../../core/live-preview'
import { PreviewToolbar } from './PreviewToolbar'
import { useFrameSize } from './use-frame-size'
import { useLivePreview, type PreviewedDocument } from './use-live-preview'
import { useNativePreviewView, usesNativeView } from './native-view'
import { useOverlayToggle, usePreviewToolbar } from './use-preview-preference'
import { isPreviewRelay, usePreviewUrl } from './use-preview-url'
import { useSilentFrame } from './use-silent-frame'
import './LivePreview.css'

export interface LivePreviewPaneProps extends PreviewedDocument {
  extras: FolioEntityExtras | undefined
}

export function LivePreviewPane({ form, kind, slug, id, locale, entity, schema, extras, saved }: LivePreviewPaneProps) {
  const t = useT()
  const url = usePreviewUrl({ kind, slug, id, locale })
  const origin = url ? httpOrigin(url) : null
  // The desktop app shows a frontend off the CMS's origin in a native view (falls back to the frame if refused).
  const serverUrl = useSessionStore((s) => s.session?.serverUrl ?? null)
  const [viewRefused, setViewRefused] = useState(false)
  const nativeView = !viewRefused && usesNativeView(getBridge().host, url, serverUrl)
  const language = useI18n((s) => s.language)
  const { overlays, toggle: toggleOverlays } = useOverlayToggle(kind, slug)
  // A click on a marked text in the preview: its field opens, scrolls into view and takes focus.
  const onSelectField = useCallback(
    (field: FieldMarker) => {
      revealField(form, field.path, (found) => {
        if (!found) return toast.error(t('folio:previewFieldNotFound', { label: field.label || field.path }))
        // Once its tab or row is open: a rich text then takes the caret at the clicked paragraph.
        if (field.node) requestCaret(form, field.path, field.node)
      })
    },
    [form, t],
  )
  const preview = useLivePreview({
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
    nativeView,
    overlays,
    language,
    onSelectField,
  })
  const { frame, windowType } = preview
  const overlaysOn = windowType === 'popup' ? overlays.popup : overlays.frame
  useCommands(
    preview.overlayRuns
      ? [
          {
            id: 'toggleOverlays',
            label: t('folio:previewOverlays'),
            group: 'document',
            run: () => toggleOverlays(windowType),
          },
        ]
      : [],
  )
  const nativeBox = useRef<HTMLDivElement | null>(null)
  const onViewRefused = useCallback(() => setViewRefused(true), [])
  useNativePreviewView(nativeBox, url, nativeView && windowType === 'iframe', onViewRefused)
  const silentFrame = useSilentFrame(url, windowType === 'iframe' && !nativeView, preview.ready)

  // Toolbar: reducer from core/live-preview, its choices kept in the user's preferences.
  const options = useMemo(
    () => breakpointOptions(extras?.livePreview.breakpoints, { custom: t('general:custom') }),
    [extras, t],
  )
  const [toolbar, dispatch] = usePreviewToolbar(kind, slug, options)
  const style = frameStyleFor(toolbar, options)
  const frameSize = useFrameSize(nativeView ? nativeBox : frame, Boolean(url) && windowType === 'iframe')
  const sizes = sizeInputValues(toolbar, options, frameSize)
  // The size shown now, which Custom starts from (typing one axis keeps the other).
  const shown = sizes.width === '' || sizes.height === '' ? undefined : { width: sizes.width, height: sizes.height }

  return (
    <section
      className="live-preview"
      data-testid="live-preview"
      data-window-type={windowType}
      data-ready={preview.ready}
      aria-label={t('general:livePreview')}
    >
      <PreviewToolbar
        state={toolbar}
        options={options}
        sizes={sizes}
        onBreakpoint={(name) => dispatch({ type: 'breakpoint', name, options, shown })}
        onSize={(axis, value) => dispatch({ type: axis, value, shown })}
        onZoom={(value) => dispatch({ type: 'zoom', value })}
        onPopup={() => void preview.openPopup()}
        popupHref={url ?? undefined}
        overlays={preview.overlayRuns ? { on: overlaysOn, toggle: () => toggleOverlays(windowType) } : undefined}
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
        {silentFrame.silent && (
          <p className="live-preview__note live-preview__note--warning" role="status" data-testid="live-preview-silent">
            {t(
              getBridge().host === 'electron'
                ? 'folio:previewSilentDesktop'
                : isPreviewRelay(url)
                  ? 'folio:previewSilentRelayed'
                  : 'folio:previewSilentWeb',
            )}
          </p>
        )}
        {url && windowType === 'iframe' && nativeView && (
          <div className="live-preview__frame-box" style={style.container} data-testid="live-preview-frame-box">
            {/* Main's native view is drawn over this box; the box only gives it its place and size. */}
            <div
              ref={nativeBox}
              className="live-preview__frame"
              style={style.frame}
              aria-label={t('general:livePreview')}
              role="region"
              data-testid="live-preview-native-view"
            />
          </div>
        )}
        {url && windowType === 'iframe' && !nativeView && (
          <div className="live-preview__frame-box" style={style.container} data-testid="live-preview-frame-box">
            <iframe
              ref={frame}
              className="live-preview__frame"
              src={url}
              title={t('general:livePreview')}
              style={style.frame}
              onLoad={silentFrame.onLoad}
              data-testid="live-preview-frame"
            />
          </div>
        )}
      </div>
    </section>
  )
}
