/**
 * What a feature's routes.tsx declares for each screen: its path and names (the data the route table in
 * ./route-table.ts is generated from) and the code the router and the prefetch run for it.
 */
import type { ReactElement } from 'react'
import type { FolioSchemaResponse } from '@shared/protocol'
import type { ApiRequest, ApiResult } from '@shared/api'
import type { ScreenPlace } from './routes'

/** A screen in a chunk of its own: the module (for the chunk map) and its loader. */
export interface ScreenChunk<M> {
  /** The module's path inside its feature, as `import.meta.glob` names it ('./Edit/EditView.tsx'). */
  readonly module: string
  readonly load: () => Promise<M>
}

/**
 * The chunk of the one module `import.meta.glob` found: the glob names the module, so its path is written
 * once, and the bundler splits it out just as for `import()`.
 */
export function screenChunk<M>(glob: Record<string, () => Promise<M>>): ScreenChunk<M> {
  const found = Object.entries(glob)
  if (found.length !== 1) throw new Error(`A screen chunk is one module, not ${found.length}.`)
  const [[module, load]] = found as [[string, () => Promise<M>]]
  return { module, load }
}

/** The reads a screen starts with, declared once for the screen and the prefetch. */
export type FirstRequests = (
  place: ScreenPlace,
  schema: FolioSchemaResponse,
  language: string,
) => Record<string, ApiRequest | undefined>

export interface ScreenRoute<M = unknown> {
  /** The URL builder's name in `routes` (core/routes/routes.ts). */
  readonly name: string
  /** Below the admin route, as Payload's admin spells it: ':slug', ':id', ':versionId' for parameters. */
  readonly path: string
  /** The screen it shows; the document screens' (with `kind`) name their view for the prefetch and the early script. */
  readonly screen: string
  /** Set for the screens of one document or global: parsed by `documentRoute`, their chunk preloaded on a cold load. */
  readonly kind?: 'collection' | 'global'
  readonly chunk?: ScreenChunk<M>
  /** The element the router shows, given the chunk's module (nothing for a screen in the entry). */
  view(module: M): ReactElement
  /** Sent by the boot-time and the in-app prefetch; none for a screen whose reads are not known from its URL alone. */
  readonly firstRequests?: FirstRequests
  /** A read that starts once the answer to `after` has come. */
  readonly laterRequest?: {
    readonly after: string
    readonly request: (
      place: ScreenPlace,
      schema: FolioSchemaResponse,
      language: string,
      answer: ApiResult,
    ) => ApiRequest | undefined
  }
}

/** One entry of a feature's routes.tsx, its `view` typed by its chunk's module. */
export function screenRoute<M>(route: ScreenRoute<M>): ScreenRoute<M> {
  return route
}
