/** The main window's size and position, remembered between runs and kept on a visible screen. */

export interface Rect {
  x: number
  y: number
  width: number
  height: number
}

export interface WindowState extends Partial<Pick<Rect, 'x' | 'y'>> {
  width: number
  height: number
  maximized?: boolean
}

export const DEFAULT_WINDOW_STATE: WindowState = { width: 1280, height: 860 }
export const MIN_WINDOW_SIZE = { width: 720, height: 500 }
export const WINDOW_STATE_KEY = 'windowState'

/** Drops a saved position that no display shows any more (a monitor was unplugged) and clamps the size. */
export function restoreWindowState(saved: unknown, displays: Rect[]): WindowState {
  if (!saved || typeof saved !== 'object') return { ...DEFAULT_WINDOW_STATE }
  const s = saved as Partial<WindowState>
  const width = finite(s.width) ? Math.max(MIN_WINDOW_SIZE.width, Math.round(s.width)) : DEFAULT_WINDOW_STATE.width
  const height = finite(s.height) ? Math.max(MIN_WINDOW_SIZE.height, Math.round(s.height)) : DEFAULT_WINDOW_STATE.height
  const state: WindowState = { width, height, maximized: s.maximized === true }
  if (finite(s.x) && finite(s.y)) {
    const visible = displays.some(
      (d) => s.x! + 100 > d.x && s.x! < d.x + d.width - 100 && s.y! >= d.y && s.y! < d.y + d.height - 50,
    )
    if (visible) {
      state.x = Math.round(s.x)
      state.y = Math.round(s.y)
    }
  }
  return state
}

function finite(n: unknown): n is number {
  return typeof n === 'number' && Number.isFinite(n)
}

/** How far a new window sits from the one it was opened from, so both title bars show. */
export const CASCADE_OFFSET = 28

/**
 * A new window's bounds: the opener's size, moved down and right; back to the display's top left when
 * that would leave the display the opener is on (or the first display, if none holds it).
 */
export function cascadeBounds(from: Rect, displays: Rect[]): Rect {
  const display =
    displays.find((d) => from.x >= d.x && from.x < d.x + d.width && from.y >= d.y && from.y < d.y + d.height) ??
    displays[0]
  const next = { ...from, x: from.x + CASCADE_OFFSET, y: from.y + CASCADE_OFFSET }
  if (!display) return next
  const fits = next.x + next.width <= display.x + display.width && next.y + next.height <= display.y + display.height
  return fits ? next : { ...next, x: display.x + CASCADE_OFFSET, y: display.y + CASCADE_OFFSET }
}
