/**
 * The document screens load as their own chunks: the dashboard and lists (the usual first screens)
 * do not compile the form, diff and JSON code on a cold load. The current URL's screen is asked for
 * during boot, beside its data; the others once the first screen is up, so that moving between
 * screens never waits for a chunk.
 */
import { loadRichTextEditor } from '../fields/RichText/load-editor'
import { documentRoute, type DocumentView } from '../core/routes/routes'
import { loadEditManyDrawer } from '../features/list/EditMany/load-edit-many'
import { SCREEN_ROUTES } from './route-table'

/** Each document view's chunk, from the route table (the first route of that view names it). */
const LOADERS = {} as Record<DocumentView, () => Promise<unknown>>
for (const route of SCREEN_ROUTES)
  if (route.kind && route.chunk) LOADERS[route.screen as DocumentView] ??= route.chunk.load

export const loadEditView = LOADERS.edit
export const loadVersionsView = LOADERS.versions
export const loadVersionDetailView = LOADERS.version
export const loadApiView = LOADERS.api
export { loadEditManyDrawer }

const PRELOAD_AFTER_MS = 1000

/** The chunk the screen at this path needs, if it is one of the document screens. */
export function screenLoaderFor(pathname: string): (() => Promise<unknown>) | null {
  const route = documentRoute(pathname)
  return route ? LOADERS[route.view] : null
}

/**
 * The code of the document screen at this path, loading now beside its reads (on a cold load, and as an
 * in-app link to it is pressed): its chunk and, for the edit view, the rich-text editor's. Otherwise
 * Lexical was fetched and run only once the form was drawn, before the idle preload below had run.
 */
export function loadScreenCode(pathname: string): void {
  const load = screenLoaderFor(pathname)
  if (!load) return
  void load().catch(() => undefined)
  if (load === loadEditView) void loadRichTextEditor().catch(() => undefined)
}

/**
 * Fetches and compiles every document screen while the browser is idle (they are cached after), and
 * the rich-text editor the edit view loads with its first body (Lexical: otherwise fetched and run
 * only once that body is on screen).
 */
export function preloadScreens(): void {
  const run = () => {
    for (const load of [...Object.values(LOADERS), loadEditManyDrawer, loadRichTextEditor])
      void load().catch(() => undefined)
  }
  // Not while the first screen is still rendering or waiting for chained answers.
  setTimeout(
    () => ('requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 3000 }) : run()),
    PRELOAD_AFTER_MS,
  )
}
