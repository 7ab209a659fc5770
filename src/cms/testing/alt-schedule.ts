/**
 * For scheduled publish and unpublish (issue 21): `bulletins` keep drafts with Payload's
 * `schedulePublish` (`memos` too, but nobody may publish them), and the jobs queue runs due jobs
 * every second, so a test sees a scheduled publish happen seconds later. Only the schedulePublish task exists in this CMS, so the auto-run
 * touches nothing else.
 */
import type { Access, CollectionConfig, Config } from 'payload'
import { signedIn } from './alt-access.js'

export const Bulletins: CollectionConfig = {
  slug: 'bulletins',
  admin: { useAsTitle: 'title' },
  versions: { drafts: { schedulePublish: true } },
  access: { read: signedIn, readVersions: signedIn, create: signedIn, update: signedIn, delete: signedIn },
  fields: [{ name: 'title', type: 'text' }],
}

/** Drafts may be saved, never published (Payload asks with `_status: 'published'`): so neither scheduled. */
const draftsOnly: Access = ({ req, data }) =>
  Boolean(req.user) && (data as { _status?: string } | undefined)?._status !== 'published'

export const Memos: CollectionConfig = {
  slug: 'memos',
  admin: { useAsTitle: 'title' },
  versions: { drafts: { schedulePublish: true } },
  access: { read: signedIn, readVersions: signedIn, create: draftsOnly, update: draftsOnly, delete: signedIn },
  fields: [{ name: 'title', type: 'text' }],
}

export const scheduleCollections: CollectionConfig[] = [Bulletins, Memos]

/** Runs due jobs of the default queue (where schedulePublish jobs go) every second. */
export const scheduleJobs: Config['jobs'] = {
  autoRun: [{ cron: '* * * * * *', queue: 'default', limit: 10 }],
}
