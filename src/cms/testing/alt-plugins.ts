/**
 * The official plugins as Payload's website template wires them, for the tests' second CMS: SEO (its
 * fields in an "SEO" tab, with generate functions), nested docs (parent and breadcrumbs on categories),
 * redirects (to site pages), the form builder and search (syncing site pages). Also a few fields with
 * custom admin components and a description given as a function, which Folio cannot run and must say so.
 */
import { formBuilderPlugin } from '@payloadcms/plugin-form-builder'
import { nestedDocsPlugin } from '@payloadcms/plugin-nested-docs'
import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import { searchPlugin } from '@payloadcms/plugin-search'
import { seoPlugin } from '@payloadcms/plugin-seo'
import type { CollectionConfig, Plugin } from 'payload'

import { defaultEditor } from '../editors.js'
import { signedIn } from './alt-access.js'

export const ALT_PLUGINS = {
  pages: 'site-pages',
  categories: 'site-categories',
  siteURL: 'https://site.example',
  titleSuffix: ' | Folio Site',
  /** The description function's answer per language. */
  summaryDescription: { en: 'Shown under the title in lists', de: 'Erscheint unter dem Titel in Listen' },
  generatedDescription: 'About',
} as const

const access = { read: signedIn, create: signedIn, update: signedIn, delete: signedIn }

type SiteDoc = { title?: string; slug?: string }

const SitePages: CollectionConfig = {
  slug: ALT_PLUGINS.pages,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'updatedAt'] },
  access,
  lockDocuments: false,
  // The SEO plugin (tabbedUI) appends its own "SEO" tab, holding the `meta` group, to these tabs.
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Content',
          fields: [
            { name: 'title', type: 'text', required: true },
            {
              name: 'summary',
              type: 'textarea',
              admin: {
                description: ({ i18n }) => ALT_PLUGINS.summaryDescription[i18n.language === 'de' ? 'de' : 'en'],
                components: { afterInput: ['./components/SummaryCounter#SummaryCounter'] },
              },
            },
            {
              name: 'banner',
              type: 'ui',
              label: 'Banner preview',
              admin: { components: { Field: './components/BannerPreview#BannerPreview' } },
            },
          ],
        },
      ],
    },
    {
      name: 'slug',
      type: 'text',
      index: true,
      admin: { position: 'sidebar', components: { Cell: './components/SlugCell#SlugCell' } },
    },
    // As the template's posts: a hasMany picker in the narrow sidebar.
    { name: 'authors', type: 'relationship', relationTo: 'users', hasMany: true, admin: { position: 'sidebar' } },
  ],
}

const SiteCategories: CollectionConfig = {
  slug: ALT_PLUGINS.categories,
  admin: { useAsTitle: 'title' },
  access,
  lockDocuments: false,
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'slug', type: 'text' },
  ],
}

export const altPluginCollections: CollectionConfig[] = [SitePages, SiteCategories]

/** The template sets a root rich-text editor, which the form builder's rich-text fields need. */
const rootEditor: Plugin = (config) => ({ ...config, editor: config.editor ?? defaultEditor })

export const altPlugins: Plugin[] = [
  rootEditor,
  redirectsPlugin({ collections: [ALT_PLUGINS.pages], overrides: { access } }),
  nestedDocsPlugin({
    collections: [ALT_PLUGINS.categories],
    generateURL: (docs) => docs.reduce((url, doc) => `${url}/${String(doc.slug)}`, ''),
  }),
  // Payload 3.90's generate endpoints answer only for the collections listed here.
  seoPlugin({
    collections: [ALT_PLUGINS.pages],
    tabbedUI: true,
    generateTitle: ({ doc }) => `${(doc as SiteDoc).title ?? ''}${ALT_PLUGINS.titleSuffix}`,
    generateDescription: ({ doc }) => `${ALT_PLUGINS.generatedDescription} ${(doc as SiteDoc).title ?? ''}`,
    generateURL: ({ doc }) => `${ALT_PLUGINS.siteURL}/${(doc as SiteDoc).slug ?? ''}`,
  }),
  formBuilderPlugin({ fields: { payment: false }, formOverrides: { access } }),
  searchPlugin({ collections: [ALT_PLUGINS.pages], defaultPriorities: { [ALT_PLUGINS.pages]: 10 } }),
]
