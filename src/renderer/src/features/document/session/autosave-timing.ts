/**
 * When autosave sends, as Payload's admin does: the entity's autosave interval after the last change
 * (Payload debounces autosave by it), so a key typed while the editor is busy typing costs no save
 * on the server meanwhile. While typing goes on without such a pause, a save still goes out at the
 * latest AUTOSAVE_MAX_WAIT_INTERVALS intervals after the first change it carries. What is typed in
 * between is safe in the local draft, written at least every half second (draft-schedule.ts).
 */
export const AUTOSAVE_MAX_WAIT_INTERVALS = 5

/** When the autosave waiting since `waitingSince` is due, the last change having come at `lastChangeAt`. */
export function autosaveDueAt(waitingSince: number, lastChangeAt: number, intervalMs: number): number {
  return Math.min(lastChangeAt + intervalMs, waitingSince + intervalMs * AUTOSAVE_MAX_WAIT_INTERVALS)
}
