/**
 * Live-preview toolbar logic: the breakpoint list, the width/height inputs,
 * the zoom choices and the frame geometry.
 *
 * Breakpoints: the configured ones, then Payload's own 'responsive' (the frame fills the pane; Payload
 * 3.90's LivePreviewProvider appends it to every list and starts with it), then 'custom' (the size the
 * user typed). Editing width or height switches to 'custom', as in Payload, whose picker lists Custom
 * only while it is the choice (it is reached by typing a size, not picked). While responsive, the
 * width and height show the frame's measured size, as Payload's size inputs do.
 *
 * Geometry: with a size, the preview page is laid out at exactly width × height CSS pixels (so its
 * media queries see the breakpoint's width) and drawn scaled by the zoom; responsive frames are laid
 * out at pane / zoom and scaled to fill the pane, so zooming out shows more of the page.
 */
import type { FolioBreakpoint } from '@shared/protocol'

export const RESPONSIVE_BREAKPOINT = 'responsive'
export const CUSTOM_BREAKPOINT = 'custom'

export const ZOOM_OPTIONS = [50, 75, 100, 125, 150, 200] as const
export type ZoomPercent = (typeof ZOOM_OPTIONS)[number]
export const DEFAULT_ZOOM: ZoomPercent = 100

export interface BreakpointOption {
  name: string
  label: string
  kind: 'configured' | 'responsive' | 'custom'
  /** Pixel size of a configured breakpoint; absent when it is not a plain pixel size ('100%'). */
  width?: number
  height?: number
}

export interface BreakpointLabels {
  responsive?: string
  custom?: string
}

/** Configured breakpoints (first one of each name), then Responsive, then Custom. */
export function breakpointOptions(
  configured: readonly FolioBreakpoint[] | undefined,
  labels: BreakpointLabels = {},
): BreakpointOption[] {
  const out: BreakpointOption[] = []
  const seen = new Set<string>([RESPONSIVE_BREAKPOINT, CUSTOM_BREAKPOINT])
  for (const bp of configured ?? []) {
    if (!bp || typeof bp.name !== 'string' || bp.name === '' || seen.has(bp.name)) continue
    seen.add(bp.name)
    const option: BreakpointOption = {
      name: bp.name,
      label: typeof bp.label === 'string' && bp.label ? bp.label : bp.name,
      kind: 'configured',
    }
    const width = pixelSize(bp.width)
    const height = pixelSize(bp.height)
    if (width !== null && height !== null) {
      option.width = width
      option.height = height
    }
    out.push(option)
  }
  out.push({ name: RESPONSIVE_BREAKPOINT, label: labels.responsive ?? 'Responsive', kind: 'responsive' })
  out.push({ name: CUSTOM_BREAKPOINT, label: labels.custom ?? 'Custom', kind: 'custom' })
  return out
}

/** The picker's choices: every option but Custom, which is listed only while it is the current one. */
export function pickerOptions(options: readonly BreakpointOption[], current: string): BreakpointOption[] {
  return options.filter((o) => o.kind !== 'custom' || o.name === current)
}

/**
 * What the width and height inputs show: the typed or configured size, or where the frame fills the
 * pane (responsive, or a configured size that is not in pixels) its measured size in CSS pixels,
 * blank only until it has been measured.
 */
export function sizeInputValues(
  state: PreviewToolbarState,
  options: readonly BreakpointOption[],
  measured: { width: number; height: number } | null,
): { width: number | ''; height: number | '' } {
  if (hasFixedSize(state, options)) return { width: state.width, height: state.height }
  if (!measured) return { width: '', height: '' }
  return { width: clampSize(measured.width), height: clampSize(measured.height) }
}

/** 375, '375' or '375px' → 375; anything else ('100%', '50vw', '') → null. */
export function pixelSize(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null
  if (typeof value !== 'string') return null
  const match = /^\s*(\d+(?:\.\d+)?)\s*(?:px)?\s*$/i.exec(value)
  return match ? Number(match[1]) : null
}

/** A width or height input's value: a whole number of pixels, never negative; NaN, blanks and junk are 0. */
export function clampSize(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN
  if (!Number.isFinite(n) || n <= 0) return 0
  return Math.round(n)
}

export function isZoomOption(value: unknown): value is ZoomPercent {
  return typeof value === 'number' && (ZOOM_OPTIONS as readonly number[]).includes(value)
}

/** A zoom choice, or the default for anything else. */
export function normalizeZoom(value: unknown): ZoomPercent {
  const n = typeof value === 'string' ? Number(value.replace(/%$/, '')) : value
  return isZoomOption(n) ? n : DEFAULT_ZOOM
}

export function zoomLabel(zoom: number): string {
  return `${zoom}%`
}

// ---------------------------------------------------------------------------------------------
// Toolbar state
// ---------------------------------------------------------------------------------------------

export interface PreviewToolbarState {
  /** A breakpoint name, 'responsive' or 'custom'. */
  breakpoint: string
  /** The frame size in CSS pixels; ignored while responsive. */
  width: number
  height: number
  zoom: ZoomPercent
}

export const INITIAL_TOOLBAR_STATE: PreviewToolbarState = {
  breakpoint: RESPONSIVE_BREAKPOINT,
  width: 0,
  height: 0,
  zoom: DEFAULT_ZOOM,
}

export type PreviewToolbarAction =
  | { type: 'breakpoint'; name: string; options: readonly BreakpointOption[] }
  /** `measured`: the frame's rendered size, used for the other axis when leaving 'responsive'. */
  | { type: 'width' | 'height'; value: unknown; measured?: { width: number; height: number } }
  | { type: 'zoom'; value: unknown }

export function toolbarReducer(state: PreviewToolbarState, action: PreviewToolbarAction): PreviewToolbarState {
  switch (action.type) {
    case 'breakpoint': {
      const option = action.options.find((o) => o.name === action.name)
      if (!option) return state
      if (option.kind === 'configured' && option.width !== undefined && option.height !== undefined) {
        return { ...state, breakpoint: option.name, width: option.width, height: option.height }
      }
      return { ...state, breakpoint: option.name }
    }
    case 'width':
    case 'height': {
      const value = clampSize(action.value)
      const fromResponsive = state.breakpoint === RESPONSIVE_BREAKPOINT && action.measured
      const width = action.type === 'width' ? value : fromResponsive ? clampSize(action.measured!.width) : state.width
      const height =
        action.type === 'height' ? value : fromResponsive ? clampSize(action.measured!.height) : state.height
      return { ...state, breakpoint: CUSTOM_BREAKPOINT, width, height }
    }
    case 'zoom':
      return { ...state, zoom: normalizeZoom(action.value) }
    default:
      return state
  }
}

/** Whether the frame has a fixed size: everything but 'responsive' and configured non-pixel sizes. */
export function hasFixedSize(state: PreviewToolbarState, options: readonly BreakpointOption[]): boolean {
  if (state.breakpoint === RESPONSIVE_BREAKPOINT) return false
  if (state.breakpoint === CUSTOM_BREAKPOINT) return true
  const option = options.find((o) => o.name === state.breakpoint)
  return Boolean(option && option.width !== undefined && option.height !== undefined)
}

// ---------------------------------------------------------------------------------------------
// Frame geometry
// ---------------------------------------------------------------------------------------------

export interface FrameStyleInput {
  /** CSS pixels; leave both out for a responsive frame. */
  width?: number
  height?: number
  /** Percent, one of ZOOM_OPTIONS (others fall back to 100). */
  zoom?: number
}

export interface FrameStyle {
  /** zoom / 100 */
  scale: number
  /** The box that takes room in the layout: the frame's size on screen. */
  container: { width: string; height: string; overflow: 'hidden' }
  /** The iframe: laid out at its own size, then scaled from its top left corner. */
  frame: { width: string; height: string; transform: string; transformOrigin: string }
}

export function frameStyle(input: FrameStyleInput): FrameStyle {
  const zoom = normalizeZoom(input.zoom ?? DEFAULT_ZOOM)
  const scale = zoom / 100
  const transform = `scale(${scale})`
  const transformOrigin = 'top left'
  if (input.width === undefined && input.height === undefined) {
    const percent = `${round(100 / scale)}%`
    return {
      scale,
      container: { width: '100%', height: '100%', overflow: 'hidden' },
      frame: { width: percent, height: percent, transform, transformOrigin },
    }
  }
  const width = clampSize(input.width)
  const height = clampSize(input.height)
  return {
    scale,
    container: { width: `${round(width * scale)}px`, height: `${round(height * scale)}px`, overflow: 'hidden' },
    frame: { width: `${width}px`, height: `${height}px`, transform, transformOrigin },
  }
}

/** The frame style for a toolbar state. */
export function frameStyleFor(state: PreviewToolbarState, options: readonly BreakpointOption[]): FrameStyle {
  return hasFixedSize(state, options)
    ? frameStyle({ width: state.width, height: state.height, zoom: state.zoom })
    : frameStyle({ zoom: state.zoom })
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000
}
