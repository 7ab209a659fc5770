/**
 * Field options Payload's admin follows as rules, for tests/e2e/field-rules.spec.ts: arrays and blocks
 * whose default rows a new document starts with (plain, read-only, rows holding a group, blocks), and
 * tabs shown by a condition: a whole tabs field, and a first tab (unnamed) and a named tab of their own.
 */
import type { CollectionConfig } from 'payload'
import { signedInOnly } from './alt-access.js'

export const RUL_DEFAULTS_SLUG = 'rul-defaults'

const RowDefaults: CollectionConfig = {
  slug: RUL_DEFAULTS_SLUG,
  admin: { useAsTitle: 'title' },
  access: signedInOnly,
  lockDocuments: false,
  fields: [
    { name: 'title', type: 'text' },
    {
      name: 'items',
      type: 'array',
      defaultValue: [{ text: 'first item' }, { text: 'second item' }],
      fields: [
        { name: 'text', type: 'text', required: true },
        { name: 'note', type: 'text', defaultValue: 'to check' },
      ],
    },
    {
      name: 'fixed',
      type: 'array',
      admin: { readOnly: true },
      defaultValue: [{ text: 'defaultValue' }, { text: 'defaultValue2' }],
      fields: [{ name: 'text', type: 'text' }],
    },
    {
      name: 'people',
      type: 'array',
      defaultValue: [{ person: { name: 'Ada' } }],
      fields: [
        {
          name: 'person',
          type: 'group',
          fields: [
            { name: 'name', type: 'text' },
            { name: 'role', type: 'text', defaultValue: 'author' },
          ],
        },
      ],
    },
    {
      name: 'layout',
      type: 'blocks',
      defaultValue: [{ blockType: 'rul-quote', quote: 'Say it once' }],
      blocks: [
        {
          slug: 'rul-quote',
          fields: [
            { name: 'quote', type: 'text' },
            { name: 'by', type: 'text', defaultValue: 'anonymous' },
          ],
        },
      ],
    },
  ],
}

export const RUL_TABS_SLUG = 'rul-tabs'

type Toggles = { showTabs?: boolean; showExtra?: boolean; showNamed?: boolean }

const ConditionalTabs: CollectionConfig = {
  slug: RUL_TABS_SLUG,
  admin: { useAsTitle: 'title' },
  access: signedInOnly,
  lockDocuments: false,
  fields: [
    { name: 'title', type: 'text' },
    { name: 'showTabs', type: 'checkbox' },
    { name: 'showExtra', type: 'checkbox' },
    { name: 'showNamed', type: 'checkbox' },
    {
      type: 'tabs',
      admin: { condition: (data) => Boolean((data as Toggles).showTabs) },
      tabs: [
        { label: 'Hidden Tab One', fields: [{ name: 'hiddenOne', type: 'text' }] },
        { label: 'Hidden Tab Two', fields: [{ name: 'hiddenTwo', type: 'text' }] },
      ],
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Extra',
          admin: { condition: (_data, sibling) => Boolean((sibling as Toggles).showExtra) },
          fields: [{ name: 'extraText', type: 'text' }],
        },
        { label: 'Main', fields: [{ name: 'mainText', type: 'text' }] },
        {
          name: 'named',
          label: 'Named',
          admin: { condition: (data) => Boolean((data as Toggles).showNamed) },
          fields: [{ name: 'namedText', type: 'text' }],
        },
      ],
    },
  ],
}

export const RUL_OPTIONS_SLUG = 'rul-options'

type Narrowing = { noOne?: boolean; onlyBlock?: string }

const FilteredOptions: CollectionConfig = {
  slug: RUL_OPTIONS_SLUG,
  admin: { useAsTitle: 'title' },
  access: signedInOnly,
  lockDocuments: false,
  fields: [
    { name: 'title', type: 'text' },
    { name: 'noOne', type: 'checkbox' },
    { name: 'onlyBlock', type: 'text' },
    {
      name: 'choice',
      type: 'select',
      options: [
        { label: 'Value One', value: 'one' },
        { label: 'Value Two', value: 'two' },
        { label: 'Value Three', value: 'three' },
      ],
      filterOptions: ({ options, data }) =>
        (data as Narrowing).noOne ? options.filter((o) => (typeof o === 'string' ? o : o.value) !== 'one') : options,
    },
    {
      name: 'parts',
      type: 'blocks',
      filterOptions: ({ siblingData }) => {
        const only = (siblingData as Narrowing).onlyBlock
        return only ? [only] : true
      },
      blocks: [
        { slug: 'rul-first', fields: [{ name: 'first', type: 'text' }] },
        { slug: 'rul-second', fields: [{ name: 'second', type: 'text' }] },
        { slug: 'rul-third', fields: [{ name: 'third', type: 'text' }] },
      ],
    },
  ],
}

export const altRulesCollections: CollectionConfig[] = [RowDefaults, ConditionalTabs, FilteredOptions]
