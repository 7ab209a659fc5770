import type { Block } from 'payload'

/** Block-level node inside the posts rich text. */
export const CalloutBlock: Block = {
  slug: 'callout',
  interfaceName: 'CalloutBlock',
  labels: { singular: 'Callout', plural: 'Callouts' },
  fields: [
    {
      name: 'tone',
      type: 'select',
      defaultValue: 'info',
      options: ['info', 'warning', 'success'],
    },
    { name: 'text', type: 'textarea', required: true },
    {
      name: 'link',
      type: 'relationship',
      relationTo: 'posts',
      label: 'Read more',
      // Readers are sent to published posts only (evaluated by the Folio plugin's form state, as in Payload's admin).
      filterOptions: { _status: { equals: 'published' } },
    },
  ],
}

/** Inline block with several fields and a default only the server knows (Payload keeps defaultValue out of the client config). */
export const BadgeInlineBlock: Block = {
  slug: 'badge',
  interfaceName: 'BadgeInlineBlock',
  labels: { singular: 'Badge', plural: 'Badges' },
  fields: [
    { name: 'label', type: 'text', required: true },
    { name: 'color', type: 'select', defaultValue: 'blue', options: ['blue', 'green', 'red'] },
    { name: 'url', type: 'text' },
    // A condition on the whole document (Payload passes it as `data`, the block as `siblingData`).
    {
      name: 'membersOnly',
      type: 'checkbox',
      label: 'Members only',
      admin: { condition: (data) => data?.visibility === 'members' },
    },
  ],
}

/** Inline block with a single field of its own: its drawer opens on insert too (Payload counts id and blockName). */
export const FootnoteInlineBlock: Block = {
  slug: 'footnote',
  interfaceName: 'FootnoteInlineBlock',
  labels: { singular: 'Footnote', plural: 'Footnotes' },
  fields: [{ name: 'note', type: 'text', required: true }],
}
