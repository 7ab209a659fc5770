/**
 * Whether leaving a document keeps its lock. A page keeps it when the editor goes to the document's
 * other tabs (its preview, API or versions) or stays on its edit path; a drawer (no edit path) never
 * does: closing it releases the lock.
 */
export function keepsLock(nextPathname: string, editPath: string | null): boolean {
  if (editPath === null) return false
  if (nextPathname === editPath) return true
  return [`${editPath}/preview`, `${editPath}/api`, `${editPath}/versions`].some(
    (p) => nextPathname === p || nextPathname.startsWith(`${p}/`),
  )
}
