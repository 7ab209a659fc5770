/** What every collection or global screen starts with: the entity's config, extras and permissions. */
import type { FolioClientEntity, FolioEntityExtras, FolioSchemaResponse } from '@shared/protocol'
import { can, findEntity, type AccessMap, type EntityKind } from '../schema/schema'
import { useSchemaStore } from './schema-store'

export interface EntityContext {
  schema: FolioSchemaResponse | null
  access: AccessMap | null
  entity: FolioClientEntity | undefined
  extras: FolioEntityExtras | undefined
  /** Known, not hidden, and readable by this user: otherwise the screen shows not-found. */
  visible: boolean
  drafts: boolean
  localization: NonNullable<FolioSchemaResponse['config']['localization']> | null
}

export function useEntity(kind: EntityKind, slug: string): EntityContext {
  const schema = useSchemaStore((s) => s.schema)
  const access = useSchemaStore((s) => s.access)
  return entityContext(schema, access, kind, slug)
}

/** The same outside React: a screen's first requests are declared from it (see screens/<Screen>/first-requests.ts). */
export function entityContext(
  schema: FolioSchemaResponse | null,
  access: AccessMap | null,
  kind: EntityKind,
  slug: string,
): EntityContext {
  const entity = schema ? findEntity(schema, kind, slug) : undefined
  const extras = kind === 'collection' ? schema?.extras.collections[slug] : schema?.extras.globals[slug]
  return {
    schema,
    access,
    entity,
    extras,
    visible: Boolean(entity && !extras?.hidden && can(access, kind, slug, 'read')),
    drafts: Boolean(extras?.drafts),
    localization: schema?.config.localization || null,
  }
}
