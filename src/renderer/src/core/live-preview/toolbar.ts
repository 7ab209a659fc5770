/**
 * Live-preview toolbar logic: the breakpoint list, the width/height inputs,
 * the zoom choices and the frame geometry.
 *
 * Breakpoints (spec: "the configured breakpoints plus Custom"): the configured ones, then 'custom'
 * (the size the user typed). The toolbar starts on the first configured breakpoint, so width and
 * height show its size; editing width or height switches to Custom. With no breakpoints configured
 * Custom is the only choice, and until a size is typed the frame fills the pane and the inputs show
 * its measured size (as for a configured size that is not in pixels, such as '100%').
 *
 * Geometry: with a size, the preview page is laid out at exactly width × height CSS pixels (so its
 * media queries see the breakpoint's width) and drawn scaled by the zoom; frames filling the pane are
 * laid out at pane / zoom and scaled to fill it, so zooming out shows more of the page.
 */
import type { FolioBreakpoint } from '@shared/protocol'

export const CUSTOM_BREAKPOINT = 'custom'
/** The state's breakpoint before a choice: the first option stands for it. */
export const DEFAULT_BREAKPOINT = ''

export const ZOOM_OPTIONS = [50, 75, 100, 125, 150, 200] as const
export type ZoomPercent = (typeof ZOOM_OPTIONS)[number]
export const DEFAULT_ZOOM: ZoomPercent = 100

export interface BreakpointOption {
  name: string
  label: string
  kind: 'configured' | 'custom'
  /** Pixel size of a configured breakpoint; absent when it is not a plain pixel size ('100%'). */
  width?: number
  height?: number
}

export interface BreakpointLabels {
  custom?: string
}

/** Configured breakpoints (first one of each name), then Custom. */
export function breakpointOptions(
  configured: readonly FolioBreakpoint[] | undefined,
  labels: BreakpointLabels = {},
): BreakpointOption[] {
  const out: BreakpointOption[] = []
  const seen = new Set<string>([DEFAULT_BREAKPOINT, CUSTOM_BREAKPOINT])
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
  out.push({ name: CUSTOM_BREAKPOINT, label: labels.custom ?? 'Custom', kind: 'custom' })
  return out
}

/** The option the picker shows as chosen: the state's, or the first option (the default). */
export function currentBreakpoint(state: PreviewToolbarState, options: readonly BreakpointOption[]): string {
  const chosen = options.find((o) => o.name === state.breakpoint)
  return (chosen ?? options[0])?.name ?? CUSTOM_BREAKPOINT
}

/**
 * The frame's fixed size in CSS pixels: the typed size for Custom, the chosen (or default) configured
 * breakpoint's size; null where the frame fills the pane (a non-pixel breakpoint, or Custom with no
 * breakpoints configured and nothing typed yet).
 */
export function fixedSize(
  state: PreviewToolbarState,
  options: readonly BreakpointOption[],
): { width: number; height: number } | null {
  if (state.breakpoint === CUSTOM_BREAKPOINT) return { width: state.width, height: state.height }
  const option = options.find((o) => o.name === currentBreakpoint(state, options))
  if (option?.kind === 'configured' && option.width !== undefined && option.height !== undefined)
    return { width: option.width, height: option.height }
  return null
}

/** What the width and height inputs show: the fixed size, else the frame's measured size (blank until measured). */
export function sizeInputValues(
  state: PreviewToolbarState,
  options: readonly BreakpointOption[],
  measured: { width: number; height: number } | null,
): { width: number | ''; height: number | '' } {
  const size = fixedSize(state, options)
  if (size) return size
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
  /** A breakpoint name, 'custom', or '' for the default (the first option). */
  breakpoint: string
  /** The typed size in CSS pixels, or the chosen breakpoint's. */
  width: number
  height: number
  zoom: ZoomPercent
}

export const INITIAL_TOOLBAR_STATE: PreviewToolbarState = {
  breakpoint: DEFAULT_BREAKPOINT,
  width: 0,
  height: 0,
  zoom: DEFAULT_ZOOM,
}

export type PreviewToolbarAction =
  /** `shown`: the size the inputs show now, which Custom starts from when picked. */
  | {
      type: 'breakpoint'
      name: string
      options: readonly BreakpointOption[]
      shown?: { width: number; height: number }
    }
  /** `shown`: the size the inputs show now, kept for the other axis when switching to Custom. */
  | { type: 'width' | 'height'; value: unknown; shown?: { width: number; height: number } }
  | { type: 'zoom'; value: unknown }

export function toolbarReducer(state: PreviewToolbarState, action: PreviewToolbarAction): PreviewToolbarState {
  switch (action.type) {
    case 'breakpoint': {
      const option = action.options.find((o) => o.name === action.name)
      if (!option) return state
      if (option.kind === 'configured' && option.width !== undefined && option.height !== undefined) {
        return { ...state, breakpoint: option.name, width: option.width, height: option.height }
      }
      if (option.kind === 'custom' && state.breakpoint !== CUSTOM_BREAKPOINT && action.shown) {
        const { width, height } = action.shown
        return { ...state, breakpoint: option.name, width: clampSize(width), height: clampSize(height) }
      }
      return { ...state, breakpoint: option.name }
    }
    case 'width':
    case 'height': {
      const value = clampSize(action.value)
      const other = state.breakpoint === CUSTOM_BREAKPOINT || !action.shown ? state : action.shown
      const width = action.type === 'width' ? value : clampSize(other.width)
      const height = action.type === 'height' ? value : clampSize(other.height)
      return { ...state, breakpoint: CUSTOM_BREAKPOINT, width, height }
    }
    case 'zoom':
      return { ...state, zoom: normalizeZoom(action.value) }
    default:
      return state
  }
}

// ---------------------------------------------------------------------------------------------
// Frame geometry
// ---------------------------------------------------------------------------------------------

export interface FrameStyleInput {
  /** CSS pixels; leave both out for a frame that fills the pane. */
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
  const size = fixedSize(state, options)
  return size ? frameStyle({ ...size, zoom: state.zoom }) : frameStyle({ zoom: state.zoom })
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000
}
