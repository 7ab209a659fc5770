/**
 * Whether leaving a document keeps its lock. A page keeps it when the editor goes to the document's
 * other tabs (its preview, API or versions) or stays on its edit path; a drawer (no edit path) never
 * does: closing it releases the lock.
 */
import { documentViewPath } from '../../../core/routes/routes'

export function keepsLock(nextPathname: string, editPath: string | null): boolean {
  if (editPath === null) return false
  if (nextPathname === editPath) return true
  return (['preview', 'api', 'versions'] as const)
    .map((view) => documentViewPath(editPath, view))
    .some((p) => nextPathname === p || nextPathname.startsWith(`${p}/`))
}
