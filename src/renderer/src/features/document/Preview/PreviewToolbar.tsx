import { useRef, useState } from 'react'
import { useT } from '../../../core/i18n/i18n-store'
import {
  currentBreakpoint,
  ZOOM_OPTIONS,
  zoomLabel,
  type BreakpointOption,
  type PreviewToolbarState,
} from '../../../core/live-preview'
import { IconButton } from '../../../ui/Button/Button'
import { CloseIcon, DragIcon, EditInPreviewIcon, Icon, OpenInWindowIcon } from '../../../ui/Icon/Icon'
import { Select } from '../../../ui/Select/Select'
import { Tooltip } from '../../../ui/Tooltip/Tooltip'

type Axis = 'width' | 'height'

interface PreviewToolbarProps {
  state: PreviewToolbarState
  options: BreakpointOption[]
  /** What the width and height inputs show (the measured frame while it fills the pane). */
  sizes: Record<Axis, number | ''>
  onBreakpoint: (name: string) => void
  onSize: (axis: Axis, value: string) => void
  onZoom: (value: string) => void
  onPopup: () => void
  popupHref?: string
  /** Visual editing: whether the outlines are on for the window shown now; absent where the page has no overlay. */
  overlays?: { on: boolean; toggle: () => void }
}

/**
 * The toolbar, laid out as Payload's: a strip across the top of the pane, its controls centred (breakpoint,
 * width × height, zoom, open in a window). Folio's handle at its start drags it (pointer) or moves it with the
 * arrow keys; once moved it floats over the preview as a box of its own, like Payload's draggable toolbar.
 */
export function PreviewToolbar({
  state,
  options,
  sizes,
  onBreakpoint,
  onSize,
  onZoom,
  onPopup,
  popupHref,
  overlays,
}: PreviewToolbarProps) {
  const t = useT()
  const [offset, setOffset] = useState({ x: 0, y: 0 })
  const drag = useRef<{ startX: number; startY: number; fromX: number; fromY: number } | null>(null)
  const floating = offset.x !== 0 || offset.y !== 0
  const popupLabel = t('general:openInNewWindow')
  return (
    <div
      className={`live-preview__toolbar${floating ? ' live-preview__toolbar--floating' : ''}`}
      // Moved by offsets, not a transform: a transform makes the toolbar the containing block of its
      // fixed descendants, so its selects' lists (placed in window coordinates) opened far from them.
      style={{ left: offset.x, top: offset.y }}
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
        <Icon icon={DragIcon} />
      </button>
      <div className="live-preview__controls">
        <Select
          className="live-preview__breakpoint"
          label={t('folio:previewBreakpoint')}
          value={currentBreakpoint(state, options)}
          options={options.map((o) => ({ value: o.name, label: o.label }))}
          onChange={onBreakpoint}
          testId="live-preview-breakpoint"
        />
        <SizeInput axis="width" label={t('upload:width')} value={sizes.width} onSize={onSize} />
        <Icon icon={CloseIcon} size={12} className="live-preview__by" />
        <SizeInput axis="height" label={t('upload:height')} value={sizes.height} onSize={onSize} />
        <Select
          className="live-preview__zoom"
          label={t('folio:previewZoom')}
          value={String(state.zoom)}
          options={ZOOM_OPTIONS.map((z) => ({ value: String(z), label: zoomLabel(z) }))}
          onChange={onZoom}
          testId="live-preview-zoom"
        />
        {overlays && (
          <IconButton
            icon={EditInPreviewIcon}
            label={t('folio:previewOverlays')}
            variant="ghost"
            size="small"
            active={overlays.on}
            aria-pressed={overlays.on}
            onClick={overlays.toggle}
            data-testid="live-preview-overlays"
          />
        )}
        <Tooltip content={popupLabel} describes={false}>
          <a
            href={popupHref ?? '#'}
            className="live-preview__popup-link"
            aria-label={popupLabel}
            onClick={(e) => {
              e.preventDefault()
              onPopup()
            }}
            data-testid="live-preview-popup"
          >
            <Icon icon={OpenInWindowIcon} />
          </a>
        </Tooltip>
      </div>
    </div>
  )
}

/** The width or the height of the frame, in px: labelled by its placeholder, as in Payload's toolbar. */
function SizeInput({
  axis,
  label,
  value,
  onSize,
}: {
  axis: Axis
  label: string
  value: number | ''
  onSize: (axis: Axis, value: string) => void
}) {
  return (
    <input
      type="number"
      min={0}
      className="live-preview__size"
      aria-label={label}
      value={value}
      placeholder={label}
      onChange={(e) => onSize(axis, e.target.value)}
      data-testid={`live-preview-${axis}`}
    />
  )
}
