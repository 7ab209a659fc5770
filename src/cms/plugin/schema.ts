import {
  createClientBlocks,
  createClientConfig,
  createClientFields,
  type Block,
  type ClientConfig,
  type Field,
  type LivePreviewConfig,
  type PayloadRequest,
  type SanitizedConfig,
} from 'payload'

import { annotateClientConfig } from './custom-ui.js'
import { attachBlockDefaults, attachConfigDefaults } from './client-defaults.js'
import { authenticated, json, toJSONSafe, type Entity } from './http.js'
import {
  DEFAULT_LOCK_DURATION_SECONDS,
  FOLIO_PROTOCOL_VERSION,
  LOCK_REFRESH_THROTTLE_SECONDS,
  type FolioBreakpoint,
  type FolioClientBlock,
  type FolioClientConfig,
  type FolioClientField,
  type FolioEntityExtras,
  type FolioI18nSettings,
  type FolioLockSetting,
  type FolioRichTextField,
  type FolioSchemaExtras,
  type FolioSchemaResponse,
} from '../../shared/protocol.js'

// The config never changes after init; the client config only depends on the UI language.
const clientConfigCache = new WeakMap<SanitizedConfig, Map<string, ClientConfig>>()

const getClientConfig = (req: PayloadRequest): ClientConfig => {
  const { config } = req.payload
  let byLanguage = clientConfigCache.get(config)
  if (!byLanguage) clientConfigCache.set(config, (byLanguage = new Map<string, ClientConfig>()))
  const language = req.i18n.language
  let clientConfig = byLanguage.get(language)
  if (!clientConfig) {
    // `user` is part of the type but unused by Payload 3.90's implementation.
    clientConfig = createClientConfig({ config, i18n: req.i18n, importMap: req.payload.importMap ?? {}, user: true })
    annotateClientConfig(config, clientConfig, req.i18n)
    attachConfigDefaults(config, clientConfig)
    byLanguage.set(language, clientConfig)
  }
  return clientConfig
}

export const normalizeLockDocuments = (value: unknown): FolioLockSetting => {
  if (value === false) return false
  if (value && typeof value === 'object' && typeof (value as { duration?: unknown }).duration === 'number') {
    return { duration: (value as { duration: number }).duration }
  }
  return { duration: DEFAULT_LOCK_DURATION_SECONDS }
}

/** Entity's live preview merged over the root one, as Payload's admin does it. */
export const resolveLivePreview = (
  config: SanitizedConfig,
  entity: Entity,
): { enabled: boolean; merged: LivePreviewConfig } => {
  const root = config.admin.livePreview
  const own = entity.config.admin?.livePreview
  const listed = entity.kind === 'collection' ? root?.collections : root?.globals
  const enabled = Boolean(listed?.includes(entity.slug) || own)
  return { enabled, merged: enabled ? { ...(root ?? {}), ...(own ?? {}) } : {} }
}

const toBreakpoints = (value: LivePreviewConfig['breakpoints']): FolioBreakpoint[] =>
  (value ?? []).map(({ name, label, width, height }) => ({ name, label, width, height }))

type LexicalFeature = { clientFeatureProps?: unknown; sanitizedServerFeatureProps?: unknown }
export type LexicalAdapterLike = {
  editorConfig?: {
    resolvedFeatureMap?: Map<string, LexicalFeature>
    features?: { getSubFields?: Map<string, (args: { node: null; req: PayloadRequest }) => Field[] | null> }
  }
}

/** Lexical's sanitized block configs for 'block' or 'inlineBlock' nodes. */
export const lexicalBlocks = (adapter: LexicalAdapterLike, nodeType: string, req: PayloadRequest): Block[] => {
  const getSubFields = adapter.editorConfig?.features?.getSubFields?.get(nodeType)
  const [blocksField] = getSubFields?.({ node: null, req }) ?? []
  return blocksField?.type === 'blocks' ? (blocksField.blocks ?? []) : []
}

const describeRichText = (
  req: PayloadRequest,
  field: Field & { type: 'richText' },
  path: string,
  entity: Entity,
): FolioRichTextField => {
  const { config } = req.payload
  const base: FolioRichTextField = {
    path,
    entity: { kind: entity.kind, slug: entity.slug },
    editor: 'unknown',
    features: [],
    featureProps: {},
    blocks: [],
    inlineBlocks: [],
    relationshipCollections: [],
    uploadCollections: [],
    uploadFields: {},
  }
  const adapter = (field.editor ?? config.editor) as LexicalAdapterLike | undefined
  const featureMap = adapter?.editorConfig?.resolvedFeatureMap
  if (!(featureMap instanceof Map)) return base

  const clientArgs = { defaultIDType: config.db.defaultIDType, i18n: req.i18n, importMap: req.payload.importMap ?? {} }
  const clientBlocks = (blocks: Block[]): FolioClientBlock[] => {
    const client = createClientBlocks({ ...clientArgs, blocks }).filter((b) => typeof b !== 'string')
    attachBlockDefaults(blocks, client)
    return client as unknown as FolioClientBlock[]
  }
  const enabledSlugs = (key: string): string[] => {
    const props = featureMap.get(key)?.clientFeatureProps as { enabledCollectionSlugs?: unknown } | undefined
    return Array.isArray(props?.enabledCollectionSlugs) ? (props.enabledCollectionSlugs as string[]) : []
  }

  const featureProps: Record<string, unknown> = {}
  for (const [key, feature] of featureMap) {
    const props = toJSONSafe(feature.clientFeatureProps)
    if (props !== undefined) featureProps[key] = props
  }

  const uploadFields: Record<string, FolioClientField[]> = {}
  const uploadProps = featureMap.get('upload')?.sanitizedServerFeatureProps as
    { collections?: Record<string, { fields?: Field[] }> } | undefined
  for (const [slug, { fields }] of Object.entries(uploadProps?.collections ?? {})) {
    if (fields?.length) {
      uploadFields[slug] = createClientFields({ ...clientArgs, fields }) as unknown as FolioClientField[]
    }
  }

  const linkProps = featureMap.get('link')?.sanitizedServerFeatureProps as { fields?: Field[] } | undefined
  const extraLinkFields = (linkProps?.fields ?? []).filter(
    (linkField) => !('name' in linkField) || !BASE_LINK_FIELDS.has(linkField.name),
  )

  return {
    ...base,
    editor: 'lexical',
    features: [...featureMap.keys()],
    featureProps,
    blocks: clientBlocks(lexicalBlocks(adapter!, 'block', req)),
    inlineBlocks: clientBlocks(lexicalBlocks(adapter!, 'inlineBlock', req)),
    relationshipCollections: enabledSlugs('relationship'),
    uploadCollections: enabledSlugs('upload'),
    uploadFields,
    linkFields: extraLinkFields.length
      ? (createClientFields({ ...clientArgs, fields: extraLinkFields }) as unknown as FolioClientField[])
      : [],
  }
}

/** The fields Payload's LinkFeature always has (its form and Folio's link form show them itself). */
const BASE_LINK_FIELDS = new Set(['text', 'linkType', 'url', 'doc', 'newTab'])

/** How deep rich-text fields inside rich-text blocks are described (a block may hold an editor offering itself). */
const MAX_LEXICAL_NESTING = 3

/**
 * Rich-text fields inside a rich-text field's blocks have feature sets of their own: they are described under
 * the block's schema path, `<field>.lexical_internal_feature.blocks.lexical_blocks.<slug>.fields.<name>`.
 */
const collectLexicalBlockFields = (
  req: PayloadRequest,
  field: Field & { type: 'richText' },
  path: string,
  entity: Entity,
  out: Record<string, FolioRichTextField>,
): void => {
  if (path.split(LEXICAL_BLOCKS_PATH).length > MAX_LEXICAL_NESTING) return
  const adapter = (field.editor ?? req.payload.config.editor) as LexicalAdapterLike | undefined
  if (!(adapter?.editorConfig?.resolvedFeatureMap instanceof Map)) return
  for (const [nodeType, key] of [
    ['block', 'lexical_blocks'],
    ['inlineBlock', 'lexical_inline_blocks'],
  ] as const) {
    for (const block of lexicalBlocks(adapter, nodeType, req)) {
      collectRichText(req, block.fields, `${path}${LEXICAL_BLOCKS_PATH}${key}.${block.slug}.fields`, entity, out)
    }
  }
}

const LEXICAL_BLOCKS_PATH = '.lexical_internal_feature.blocks.'

/** Finds richText fields, keyed by data path (see FolioRichTextField.path). */
const collectRichText = (
  req: PayloadRequest,
  fields: Field[],
  prefix: string,
  entity: Entity,
  out: Record<string, FolioRichTextField>,
): void => {
  for (const field of fields) {
    const named = 'name' in field && typeof field.name === 'string' ? `${prefix}.${field.name}` : prefix
    switch (field.type) {
      case 'richText':
        out[named] = describeRichText(req, field, named, entity)
        collectLexicalBlockFields(req, field, named, entity, out)
        break
      case 'tabs':
        for (const tab of field.tabs) {
          collectRichText(req, tab.fields, 'name' in tab && tab.name ? `${prefix}.${tab.name}` : prefix, entity, out)
        }
        break
      case 'row':
      case 'collapsible':
      case 'group':
      case 'array':
        collectRichText(req, field.fields, named, entity, out)
        break
      case 'blocks':
        for (const ref of field.blockReferences ?? field.blocks) {
          const block = typeof ref === 'string' ? req.payload.config.blocks?.find((b) => b.slug === ref) : ref
          if (block) collectRichText(req, block.fields, `${named}.${block.slug}`, entity, out)
        }
        break
      default:
        break
    }
  }
}

const describeEntity = (
  req: PayloadRequest,
  entity: Entity,
  richText: Record<string, FolioRichTextField>,
): FolioEntityExtras => {
  const { config } = req.payload
  const hiddenSetting = entity.config.admin?.hidden
  const hidden =
    typeof hiddenSetting === 'function' ? Boolean(hiddenSetting({ user: req.user as never })) : Boolean(hiddenSetting)
  const drafts = entity.config.versions ? entity.config.versions.drafts : false
  const autosave = drafts ? drafts.autosave : false
  const livePreview = resolveLivePreview(config, entity)

  const own: Record<string, FolioRichTextField> = {}
  collectRichText(req, entity.config.fields, entity.slug, entity, own)
  Object.assign(richText, own)

  return {
    slug: entity.slug,
    kind: entity.kind,
    hidden,
    lockDocuments: normalizeLockDocuments(entity.config.lockDocuments),
    drafts: Boolean(drafts),
    autosave: autosave ? { interval: autosave.interval ?? 2000 } : false, // Payload's default interval
    livePreview: {
      enabled: livePreview.enabled,
      hasURL: livePreview.merged.url !== undefined && livePreview.merged.url !== null,
      breakpoints: toBreakpoints(livePreview.merged.breakpoints),
    },
    richTextFields: Object.keys(own),
    preview: typeof entity.config.admin?.preview === 'function',
    hasConditions: hasCondition(entity.config.fields),
    hasFilterOptions: someField(
      entity.config.fields,
      (f) =>
        (f.type === 'relationship' || f.type === 'upload' || f.type === 'select' || f.type === 'blocks') &&
        Boolean(f.filterOptions),
    ),
    schedulePublish: Boolean(drafts && drafts.schedulePublish),
    ...(entity.kind === 'collection'
      ? {
          // Payload 3.90 keeps a custom id field's type on the collection it made, not on its config.
          idType: req.payload.collections[entity.slug]?.customIDType ?? req.payload.db.defaultIDType,
          trash: Boolean((entity.config as { trash?: boolean }).trash),
        }
      : {}),
  }
}

/** Any field, at any depth (blocks included), for which `test` holds. */
const someField = (fields: Field[], test: (field: Field) => boolean): boolean =>
  fields.some((f) => {
    if (test(f)) return true
    // A tab is tested as a field too: it may have a condition of its own.
    if (f.type === 'tabs') return f.tabs.some((tab) => test(tab as Field) || someField(tab.fields, test))
    if (f.type === 'blocks') return (f.blocks ?? []).some((b) => someField(b.fields, test))
    return 'fields' in f && Array.isArray(f.fields) ? someField(f.fields, test) : false
  })

/** Any field, at any depth (blocks included), with an `admin.condition`. */
const hasCondition = (fields: Field[]): boolean => someField(fields, (f) => Boolean(f.admin?.condition))

/** Text leaves two levels down (`group.key`), as the UI looks strings up; anything else is left out. */
const translationTree = (value: unknown): Record<string, Record<string, string>> => {
  const tree: Record<string, Record<string, string>> = {}
  if (!value || typeof value !== 'object') return tree
  for (const [group, keys] of Object.entries(value as Record<string, unknown>)) {
    if (!keys || typeof keys !== 'object') continue
    const texts = Object.entries(keys as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    )
    if (texts.length) tree[group] = Object.fromEntries(texts)
  }
  return tree
}

/** The server's languages, fallback and own strings (Payload keeps `i18n` out of the client config). */
export const describeI18n = (config: SanitizedConfig): FolioI18nSettings => {
  const supportedLanguages = Object.keys(config.i18n.supportedLanguages ?? {})
  const custom = (config.i18n.translations ?? {}) as Record<string, unknown>
  const translations: FolioI18nSettings['translations'] = {}
  for (const language of supportedLanguages) {
    const tree = translationTree(custom[language])
    if (Object.keys(tree).length) translations[language] = tree
  }
  return { supportedLanguages, fallbackLanguage: config.i18n.fallbackLanguage, translations }
}

export const buildSchemaExtras = (req: PayloadRequest): FolioSchemaExtras => {
  const { config } = req.payload
  const extras: FolioSchemaExtras = {
    collections: {},
    globals: {},
    richText: {},
    livePreviewBreakpoints: toBreakpoints(config.admin.livePreview?.breakpoints),
    defaultLockDurationSeconds: DEFAULT_LOCK_DURATION_SECONDS,
    lockRefreshThrottleSeconds: LOCK_REFRESH_THROTTLE_SECONDS,
    i18n: describeI18n(config),
    versionScreens: true,
    visualEditing: true,
  }
  const fileSize = (config.upload as { limits?: { fileSize?: unknown } } | undefined)?.limits?.fileSize
  if (typeof fileSize === 'number' && fileSize > 0) extras.uploadFileSizeLimit = fileSize
  for (const collection of config.collections) {
    const entity: Entity = { kind: 'collection', slug: collection.slug, config: collection }
    extras.collections[collection.slug] = describeEntity(req, entity, extras.richText)
  }
  for (const global of config.globals) {
    const entity: Entity = { kind: 'global', slug: global.slug, config: global }
    extras.globals[global.slug] = describeEntity(req, entity, extras.richText)
  }
  return extras
}

export const schemaHandler = (pluginVersion: string) =>
  authenticated((req) => {
    const body: FolioSchemaResponse = {
      folio: { protocolVersion: FOLIO_PROTOCOL_VERSION, pluginVersion },
      config: getClientConfig(req) as unknown as FolioClientConfig,
      extras: buildSchemaExtras(req),
    }
    return json(body)
  })
