/**
 * Issue 21's remaining edges. Dossiers: fields a refused publish must bring into view
 * (tests/e2e/reveal-errors.spec.ts): fields in tabs other
 * than the first, one inside a collapsed collapsible, and a long array whose rows the edit view only
 * renders near the viewport. Drafts skip validation, so a draft can hold what publishing refuses.
 */
import type { CollectionConfig, GlobalConfig, TextFieldSingleValidation } from 'payload'
import { signedIn, signedInOnly } from './alt-access.js'

export const ALT_REVEAL_SLUG = 'dossiers'
/** Published with this word in a checked field, the server refuses. */
export const ALT_REVEAL_REFUSED_WORD = 'forbidden'
export const ALT_REVEAL_REFUSAL = 'This word may not be published'

const refuseWord: TextFieldSingleValidation = (value) =>
  typeof value === 'string' && value.includes(ALT_REVEAL_REFUSED_WORD) ? ALT_REVEAL_REFUSAL : true

const Dossiers: CollectionConfig = {
  slug: ALT_REVEAL_SLUG,
  labels: { singular: 'Dossier', plural: 'Dossiers' },
  admin: { useAsTitle: 'title' },
  versions: { drafts: true },
  access: signedInOnly,
  lockDocuments: false,
  fields: [
    {
      type: 'tabs',
      tabs: [
        { label: 'Intro', fields: [{ name: 'title', type: 'text', required: true }] },
        {
          label: 'Details',
          fields: [
            { name: 'summary', label: 'Summary', type: 'text', validate: refuseWord },
            {
              type: 'collapsible',
              label: 'Fine print',
              admin: { initCollapsed: true },
              fields: [{ name: 'footnote', label: 'Footnote', type: 'text', validate: refuseWord }],
            },
          ],
        },
        {
          name: 'ledger',
          label: 'Ledger',
          fields: [
            {
              name: 'entries',
              label: 'Entries',
              type: 'array',
              labels: { singular: 'Entry', plural: 'Entries' },
              admin: { initCollapsed: true },
              fields: [{ name: 'label', label: 'Label', type: 'text', validate: refuseWord }],
            },
          ],
        },
      ],
    },
  ],
}

/** Who is signed in, as a default function sees them. */
type DefaultArgs = { user?: { email?: string } | null; req?: { user?: unknown } }
const signedInEmail = ({ user }: DefaultArgs) => user?.email ?? ''

/**
 * Checklists: array rows and blocks whose fields default by function (tests/e2e/row-defaults.spec.ts):
 * Payload runs them with the user and locale, so a new row or block asks the server for them.
 */
const Checklists: CollectionConfig = {
  slug: 'checklists',
  labels: { singular: 'Checklist', plural: 'Checklists' },
  admin: { useAsTitle: 'title' },
  access: signedInOnly,
  lockDocuments: false,
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'steps',
      label: 'Steps',
      type: 'array',
      labels: { singular: 'Step', plural: 'Steps' },
      fields: [
        { name: 'owner', label: 'Owner', type: 'text', defaultValue: signedInEmail },
        {
          name: 'stamp',
          label: 'Stamp',
          type: 'text',
          defaultValue: ({ req }: DefaultArgs) => (req?.user ? 'from the server' : ''),
        },
        { name: 'note', label: 'Note', type: 'text', defaultValue: 'to do' },
      ],
    },
    {
      name: 'sections',
      label: 'Sections',
      type: 'blocks',
      blocks: [
        {
          slug: 'signoff',
          labels: { singular: 'Sign-off', plural: 'Sign-offs' },
          fields: [
            {
              name: 'meta',
              type: 'group',
              fields: [{ name: 'signedBy', label: 'Signed by', type: 'text', defaultValue: signedInEmail }],
            },
          ],
        },
      ],
    },
  ],
}

export const rest21Collections: CollectionConfig[] = [Dossiers, Checklists]

/** A global whose drafts schedule (tests/e2e/schedule-publish.spec.ts): the jobs queue publishes it. */
const NoticeBoard: GlobalConfig = {
  slug: 'notice-board',
  label: 'Notice board',
  versions: { drafts: { schedulePublish: true } },
  access: { read: signedIn, readVersions: signedIn, update: signedIn },
  fields: [{ name: 'headline', type: 'text' }],
}

export const rest21Globals: GlobalConfig[] = [NoticeBoard]
