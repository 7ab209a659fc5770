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
  ],
}

/** Inline block with more than two fields: the editor opens its drawer on insert. */
export const BadgeInlineBlock: Block = {
  slug: 'badge',
  interfaceName: 'BadgeInlineBlock',
  labels: { singular: 'Badge', plural: 'Badges' },
  fields: [
    { name: 'label', type: 'text', required: true },
    { name: 'color', type: 'select', defaultValue: 'blue', options: ['blue', 'green', 'red'] },
    { name: 'url', type: 'text' },
  ],
}

/** Inline block with a single field: inserted without opening a drawer. */
export const FootnoteInlineBlock: Block = {
  slug: 'footnote',
  interfaceName: 'FootnoteInlineBlock',
  labels: { singular: 'Footnote', plural: 'Footnotes' },
  fields: [{ name: 'note', type: 'text', required: true }],
}
