/** The focal point as Payload stores it: focalX and focalY in percent of the image, 0 to 100. */

export interface Focal {
  x: number
  y: number
}

const clamp = (n: number) => Math.min(100, Math.max(0, Math.round(n)))

/** Where a pointer at (clientX, clientY) falls on the image's box, in whole percent. */
export function focalFromPointer(
  clientX: number,
  clientY: number,
  box: { left: number; top: number; width: number; height: number },
): Focal {
  if (box.width <= 0 || box.height <= 0) return { x: 50, y: 50 }
  return { x: clamp(((clientX - box.left) / box.width) * 100), y: clamp(((clientY - box.top) / box.height) * 100) }
}

const STEPS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
}

/** The focal point moved by an arrow key (1 %, 10 % with Shift); null for any other key. */
export function focalAfterKey(focal: Focal, key: string, shift: boolean): Focal | null {
  const step = STEPS[key]
  if (!step) return null
  const by = shift ? 10 : 1
  return { x: clamp(focal.x + step[0] * by), y: clamp(focal.y + step[1] * by) }
}

/** The stored values, or the middle where the document has none yet (Payload's default). */
export function focalOf(focalX: unknown, focalY: unknown): Focal {
  return {
    x: typeof focalX === 'number' && Number.isFinite(focalX) ? focalX : 50,
    y: typeof focalY === 'number' && Number.isFinite(focalY) ? focalY : 50,
  }
}
