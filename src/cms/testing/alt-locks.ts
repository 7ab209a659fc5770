/**
 * For the test of a save that keeps its editor's lock while the write's field hooks run (issue 22's
 * lock work, e2e locks-in-write.spec): a brief's `summary` holds its save in a field hook, after
 * Payload has deleted the lock and before the Folio plugin takes it again, for as long as the test
 * wants, as a config's own slow hook would (one that calls another service, say). The test reads
 * whether a save is waiting there and lets it go through the collection's two endpoints.
 */
import type { CollectionConfig, Endpoint, FieldHook } from 'payload'
import { signedIn } from './alt-access.js'

/** A summary with this in it waits in the hook. */
export const HOLD_IN_HOOK = '[hold]'

let waiting = 0
let release: () => void = () => {}
let released = Promise.resolve()
const closeGate = () => {
  released = new Promise<void>((resolve) => (release = resolve))
}
closeGate()

const holdWhenAsked: FieldHook = async ({ value }): Promise<unknown> => {
  if (typeof value === 'string' && value.includes(HOLD_IN_HOOK)) {
    waiting++
    await released
    waiting--
  }
  return value as unknown
}

const endpoints: Endpoint[] = [
  {
    path: '/held',
    method: 'get',
    handler: (req) => (req.user ? Response.json({ waiting }) : Response.json({ errors: [] }, { status: 403 })),
  },
  {
    path: '/release',
    method: 'post',
    handler: (req) => {
      if (!req.user) return Response.json({ errors: [] }, { status: 403 })
      release()
      closeGate()
      return Response.json({ released: true })
    },
  },
]

export const Briefs: CollectionConfig = {
  slug: 'briefs',
  admin: { useAsTitle: 'title' },
  versions: { drafts: { autosave: { interval: 500 } } },
  access: { read: signedIn, readVersions: signedIn, create: signedIn, update: signedIn, delete: signedIn },
  endpoints,
  fields: [
    { name: 'title', type: 'text' },
    { name: 'summary', type: 'text', hooks: { beforeValidate: [holdWhenAsked] } },
  ],
}

export const lockCollections: CollectionConfig[] = [Briefs]
