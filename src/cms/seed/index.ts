import type { Payload } from 'payload'

import { logInfo } from '../logger.js'
import { ensureSeedAccounts, seededUser } from './accounts.js'
import { countNodes, longBody, shortBody } from './lexical.js'
import { gradientPNG, type RGB } from './png.js'
import { createTextGen, pad2, type TextGen } from './text.js'

/**
 * Demo content, written through Payload's local API. Deterministic (fixed pseudo-random seed,
 * fixed dates) and idempotent: every step looks its content up first, so a run interrupted
 * half-way completes on the next start, and a finished run is skipped via a KV marker.
 */
export type SeedMode = 'none' | 'default' | 'stress'

const SEED_MARKER = 'folio:seed'
const SEED_VERSION = 1

/** Their passwords are generated per install and kept in the data folder (see accounts.ts). */
export const SEED_USERS = [
  { email: 'editor@example.com', name: 'Erin Editor', role: 'editor' },
  { email: 'second@example.com', name: 'Sam Second', role: 'editor' },
  { email: 'viewer@example.com', name: 'Vic Viewer', role: 'viewer' },
] as const

const CATEGORIES = [
  { slug: 'news', name: { en: 'News', de: 'Neuigkeiten', fr: 'Actualités' }, color: 'blue' },
  { slug: 'tutorials', name: { en: 'Tutorials', de: 'Anleitungen', fr: 'Tutoriels' }, color: 'green' },
  { slug: 'opinion', name: { en: 'Opinion', de: 'Meinung', fr: 'Opinion' }, color: 'orange' },
  { slug: 'releases', name: { en: 'Releases', de: 'Versionen', fr: 'Versions' }, color: 'purple' },
  { slug: 'guides', name: { en: 'Guides', de: 'Leitfäden', fr: 'Guides' }, color: 'gray' },
] as const

const MEDIA: { file: string; alt: string; from: RGB; to: RGB }[] = [
  { file: 'folio-sunrise.png', alt: 'Sunrise gradient', from: [255, 140, 60], to: [250, 220, 120] },
  { file: 'folio-ocean.png', alt: 'Ocean gradient', from: [20, 80, 160], to: [90, 200, 220] },
  { file: 'folio-forest.png', alt: 'Forest gradient', from: [20, 90, 40], to: [160, 210, 110] },
]

const BASE_DATE = Date.UTC(2024, 0, 1, 9, 0, 0)
const day = (n: number): string => new Date(BASE_DATE + n * 86_400_000).toISOString()

type ID = number | string
type Refs = { users: ID[]; media: ID[]; categories: ID[] }

const bySlug = async (
  payload: Payload,
  collection: 'pages' | 'posts' | 'categories',
  slugs: string[],
): Promise<Map<string, ID>> => {
  const { docs } = await payload.find({
    collection,
    where: { slug: { in: slugs } },
    pagination: false,
    depth: 0,
    draft: true,
    select: { slug: true },
  })
  return new Map(docs.map((doc) => [String((doc as { slug?: unknown }).slug), doc.id]))
}

/**
 * Saves a translation. Block rows are shared between locales but `hero.heading` is localized
 * and required, so the rows are sent back as read in that locale (fallback-filled).
 */
const translatePost = async (
  payload: Payload,
  id: ID,
  locale: 'de' | 'fr',
  data: Record<string, unknown>,
  options: { draft?: boolean; autosave?: boolean } = {},
): Promise<void> => {
  const current = await payload.findByID({ collection: 'posts', id, locale, draft: true, depth: 0 })
  const layout: unknown = current.layout
  await payload.update({ collection: 'posts', id, locale, ...options, data: { layout, ...data } })
}

const seedUsers = async (payload: Payload, passwords: Map<string, string>): Promise<ID[]> => {
  const ids: ID[] = []
  for (const user of SEED_USERS) {
    const password = passwords.get(user.email)!
    ids.push(
      (await seededUser(payload, user.email))?.id ??
        (await payload.create({ collection: 'users', data: { ...user, password } })).id,
    )
  }
  return ids
}

const seedMedia = async (payload: Payload): Promise<ID[]> => {
  const ids: ID[] = []
  for (const [index, item] of MEDIA.entries()) {
    const found = await payload.find({
      collection: 'media',
      where: { filename: { equals: item.file } },
      limit: 1,
      depth: 0,
    })
    if (found.docs[0]) {
      ids.push(found.docs[0].id)
      continue
    }
    const data = gradientPNG(320 + index * 160, 240 + index * 60, item.from, item.to)
    const doc = await payload.create({
      collection: 'media',
      data: { alt: item.alt, caption: `Generated ${item.alt.toLowerCase()}` },
      file: { data, mimetype: 'image/png', name: item.file, size: data.length },
    })
    ids.push(doc.id)
  }
  return ids
}

const seedCategories = async (payload: Payload): Promise<ID[]> => {
  const existing = await bySlug(
    payload,
    'categories',
    CATEGORIES.map((c) => c.slug),
  )
  const ids: ID[] = []
  for (const category of CATEGORIES) {
    let id = existing.get(category.slug)
    if (id === undefined) {
      const doc = await payload.create({
        collection: 'categories',
        locale: 'en',
        data: {
          slug: category.slug,
          name: category.name.en,
          color: category.color,
          description: `All ${category.name.en.toLowerCase()}.`,
        },
      })
      id = doc.id
      for (const locale of ['de', 'fr'] as const) {
        await payload.update({ collection: 'categories', id, locale, data: { name: category.name[locale] } })
      }
    }
    ids.push(id)
  }
  return ids
}

const seedPages = async (payload: Payload, gen: TextGen): Promise<void> => {
  const pages = [
    { slug: 'home', title: 'Home', status: 'published' },
    { slug: 'about', title: 'About us', status: 'published' },
    { slug: 'contact', title: 'Contact', status: 'draft' },
  ] as const
  const existing = await bySlug(
    payload,
    'pages',
    pages.map((p) => p.slug),
  )
  for (const page of pages) {
    if (existing.has(page.slug)) continue
    const doc = await payload.create({
      collection: 'pages',
      locale: 'en',
      draft: page.status === 'draft',
      data: {
        slug: page.slug,
        title: page.title,
        body: shortBody(gen, page.title),
        layout: [
          { blockType: 'hero', heading: page.title, subheading: gen.sentence(8) },
          { blockType: 'content', text: gen.sentence(30), align: 'left' },
        ],
        _status: page.status,
      },
    })
    if (page.slug === 'home') {
      // A pending draft on top of the published page.
      await payload.update({
        collection: 'pages',
        id: doc.id,
        locale: 'en',
        draft: true,
        data: { title: 'Home (draft)', _status: 'draft' },
      })
    }
  }
}

const layoutBlock = (gen: TextGen, k: number, refs: Refs): Record<string, unknown> => {
  switch (k % 3) {
    case 0:
      return {
        blockType: 'hero',
        heading: `Hero block ${k + 1}`,
        subheading: gen.sentence(12),
        image: refs.media[k % refs.media.length],
      }
    case 1:
      return { blockType: 'content', text: gen.sentence(40), align: (['left', 'center', 'right'] as const)[k % 3] }
    default:
      return {
        blockType: 'gallery',
        title: `Gallery ${k + 1}`,
        images: refs.media.map((media, m) => ({
          image: media,
          caption: gen.sentence(5),
          credits: [
            { name: `Photographer ${m + 1}`, role: 'Photo' },
            ...(m === 0 ? [{ name: 'Folio Studio', role: 'Edit' }] : []),
          ],
        })),
      }
  }
}

const postData = (gen: TextGen, i: number, refs: Refs): Record<string, unknown> => ({
  title: `Post ${pad2(i)}`,
  slug: `post-${pad2(i)}`,
  excerpt: gen.sentence(18),
  heroImage: refs.media[i % refs.media.length],
  body: shortBody(gen, `Section for post ${pad2(i)}`),
  layout: [layoutBlock(gen, 0, refs), layoutBlock(gen, 1, refs)],
  author: refs.users[i % 2],
  categories: [
    refs.categories[i % refs.categories.length],
    ...(i % 4 === 0 ? [refs.categories[(i + 2) % refs.categories.length]] : []),
  ],
  tags: [{ label: 'alpha' }, { label: `tag-${i % 7}` }],
  priority: (['low', 'normal', 'high'] as const)[i % 3],
  visibility: (['public', 'members', 'hidden'] as const)[i % 3],
  membersNote: i % 3 === 1 ? `Members see the full text of post ${pad2(i)}.` : undefined,
  contactEmail: i % 5 === 0 ? `author${i}@example.com` : undefined,
  metadata: { source: 'seed', index: i },
  embedCode: i % 6 === 0 ? `<iframe src="https://example.com/embed/${i}"></iframe>` : undefined,
  location: [13.4 + i / 100, 52.5 - i / 100],
  stats: { rating: i % 6, readingTime: 2 + (i % 9) },
  seo: { metaTitle: `Post ${pad2(i)} | Folio`, metaDescription: gen.sentence(12), keywords: ['folio', `kw-${i % 5}`] },
  publishedAt: day(i),
  featured: i % 10 === 0,
  internalNotes: `seeded #${i}`,
  // Every eighth post has never been published.
  _status: i % 8 === 0 ? 'draft' : 'published',
})

const seedOrdinaryPosts = async (payload: Payload, gen: TextGen, refs: Refs): Promise<void> => {
  const slugs = Array.from({ length: 48 }, (_, k) => `post-${pad2(k + 1)}`)
  const existing = await bySlug(payload, 'posts', slugs)
  for (let i = 1; i <= 48; i++) {
    const data = postData(gen, i, refs) // always generated: keeps the text stream deterministic
    if (existing.has(`post-${pad2(i)}`)) continue
    const draft = data._status === 'draft'
    const doc = await payload.create({ collection: 'posts', locale: 'en', draft, data })
    if (i % 3 === 0) {
      const de = { title: `Beitrag ${pad2(i)}`, excerpt: `Deutsche Kurzfassung ${pad2(i)}.`, _status: data._status }
      await translatePost(payload, doc.id, 'de', de, { draft })
    }
    if (i % 12 === 0) {
      await translatePost(payload, doc.id, 'fr', { title: `Article ${pad2(i)}`, _status: data._status }, { draft })
    }
  }
}

/** 30 versions: published, drafts and autosaves, in English and German. */
const seedVersionedPost = async (payload: Payload, gen: TextGen, refs: Refs): Promise<ID> => {
  const existing = await bySlug(payload, 'posts', ['versioned-post'])
  const found = existing.get('versioned-post')
  if (found !== undefined) return found
  const doc = await payload.create({
    collection: 'posts',
    locale: 'en',
    data: {
      ...postData(gen, 49, refs),
      title: 'Versioned post (revision 1)',
      slug: 'versioned-post',
      _status: 'published',
    },
  })
  const steps = [
    { locale: 'en', kind: 'draft' },
    { locale: 'en', kind: 'autosave' },
    { locale: 'en', kind: 'publish' },
    { locale: 'de', kind: 'draft' },
    { locale: 'de', kind: 'publish' },
    { locale: 'de', kind: 'autosave' },
  ] as const
  for (let revision = 2; revision <= 30; revision++) {
    const step = steps[(revision - 2) % steps.length]!
    const publish = step.kind === 'publish' || revision === 30
    const data = {
      title: `${step.locale === 'de' ? 'Versionierter Beitrag' : 'Versioned post'} (revision ${revision})`,
      excerpt: gen.sentence(10 + (revision % 7)),
      tags: Array.from({ length: 1 + (revision % 5) }, (_, k) => ({ label: `v${revision}-${k}` })),
      stats: { rating: revision % 6, readingTime: revision },
      _status: publish ? 'published' : 'draft',
    }
    const options = { draft: !publish, autosave: step.kind === 'autosave' && !publish }
    if (step.locale === 'de') await translatePost(payload, doc.id, 'de', data, options)
    else await payload.update({ collection: 'posts', id: doc.id, locale: 'en', ...options, data })
  }
  return doc.id
}

const seedBigPost = async (
  payload: Payload,
  gen: TextGen,
  refs: Refs,
  spec: { slug: string; title: string; tags: number; blocks: number; bodyBlocks: number; idPrefix: number },
  relatedPostId: ID,
): Promise<void> => {
  const existing = await bySlug(payload, 'posts', [spec.slug])
  if (existing.has(spec.slug)) return
  const body = longBody(gen, spec.bodyBlocks, { mediaId: refs.media[0], relatedPostId }, spec.idPrefix)
  await payload.create({
    collection: 'posts',
    locale: 'en',
    data: {
      ...postData(gen, 50, refs),
      title: spec.title,
      slug: spec.slug,
      body,
      tags: Array.from({ length: spec.tags }, (_, k) => ({ label: `tag ${k + 1} ${gen.words(2)}` })),
      layout: Array.from({ length: spec.blocks }, (_, k) => layoutBlock(gen, k, refs)),
      _status: 'published',
    },
  })
  logInfo(`seed: ${spec.slug}: ${spec.tags} tags, ${spec.blocks} blocks, ${countNodes(body.root)} rich-text nodes`)
}

const seedGlobals = async (payload: Payload, gen: TextGen, refs: Refs): Promise<void> => {
  const settingsVersions = await payload.countGlobalVersions({ global: 'site-settings' })
  if (settingsVersions.totalDocs === 0) {
    for (let revision = 1; revision <= 10; revision++) {
      const draft = revision % 3 === 0
      await payload.updateGlobal({
        slug: 'site-settings',
        locale: revision % 4 === 0 ? 'de' : 'en',
        draft,
        data: {
          siteName: revision % 4 === 0 ? `Folio Demo (Revision ${revision})` : `Folio Demo (revision ${revision})`,
          tagline: gen.sentence(8),
          maintenanceMode: revision === 5,
          logo: refs.media[0],
          social: [
            { platform: 'github', url: 'https://github.com/folio' },
            ...(revision > 5 ? [{ platform: 'mastodon' as const, url: 'https://mastodon.social/@folio' }] : []),
          ],
          _status: draft ? 'draft' : 'published',
        },
      })
    }
  }
  const navVersions = await payload.countGlobalVersions({ global: 'navigation' })
  if (navVersions.totalDocs === 0) {
    const pages = await bySlug(payload, 'pages', ['home', 'about', 'contact'])
    for (const revision of [1, 2]) {
      await payload.updateGlobal({
        slug: 'navigation',
        locale: 'en',
        data: {
          items: [
            { label: 'Home', page: pages.get('home') },
            { label: 'About', page: pages.get('about'), children: [{ label: 'Team', url: '/about#team' }] },
            ...(revision === 2
              ? [{ label: 'Blog', url: '/posts', children: [{ label: 'Archive', url: '/posts?archive=1' }] }]
              : []),
          ],
        },
      })
    }
  }
}

export const seedDemoContent = async (
  payload: Payload,
  mode: SeedMode,
  options: { accountsFile: string; onSeeding?: () => void },
): Promise<void> => {
  if (mode === 'none') return
  const started = performance.now()
  // Before the done-marker check: a database seeded with the old fixed passwords gets generated ones.
  const passwords = await ensureSeedAccounts(payload, options.accountsFile, SEED_USERS)
  const marker = await payload.kv.get<{ version: number; stress?: boolean }>(SEED_MARKER)
  if (marker?.version === SEED_VERSION && (mode !== 'stress' || marker.stress)) {
    logInfo('seed: already done')
    return
  }
  options.onSeeding?.()

  const timings: string[] = []
  const phase = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const t = performance.now()
    const result = await run()
    timings.push(`${name} ${Math.round(performance.now() - t)}ms`)
    return result
  }

  const gen = createTextGen(42)
  const refs: Refs = {
    users: await phase('users', () => seedUsers(payload, passwords)),
    media: await phase('media', () => seedMedia(payload)),
    categories: await phase('categories', () => seedCategories(payload)),
  }
  await phase('pages', () => seedPages(payload, gen))
  await phase('posts', () => seedOrdinaryPosts(payload, gen, refs))
  const versionedId = await phase('versioned-post', () => seedVersionedPost(payload, gen, refs))
  await phase('large-post', () =>
    seedBigPost(
      payload,
      gen,
      refs,
      {
        slug: 'large-post',
        title: 'Large post (200 tags, 50 blocks, long body)',
        tags: 200,
        blocks: 50,
        bodyBlocks: 300,
        idPrefix: 0x1a,
      },
      versionedId,
    ),
  )
  await phase('globals', () => seedGlobals(payload, gen, refs))
  if (mode === 'stress') {
    await phase('stress-post', () =>
      seedBigPost(
        payload,
        createTextGen(7),
        refs,
        {
          slug: 'stress-post',
          title: 'Stress post (1,000 tags, long body)',
          tags: 1000,
          blocks: 60,
          bodyBlocks: 1040,
          idPrefix: 0x5e,
        },
        versionedId,
      ),
    )
  }
  await payload.kv.set(SEED_MARKER, { version: SEED_VERSION, stress: mode === 'stress' })
  logInfo(`seed: done in ${Math.round(performance.now() - started)}ms (${timings.join(', ')})`)
}
