/**
 * A join field: a table of the documents whose `on` field points at the open document (the join's
 * collection, `where`, `defaultLimit`, `defaultSort` and columns), paged and sorted by its column
 * heads, each row linking to its document (the edit view's leave warning guards unsaved work). The
 * list screen's table, cells and pagination draw it; a new document has nothing pointing at it yet.
 */
import { Button } from '@renderer/ui/Button/Button'
import { useId, useState } from 'react'
import type { FolioClientField } from '@shared/protocol'
import { useCollectionChanges } from '../../core/events/document-events'
import { useServerKey } from '../../core/drafts/draft-keys'
import { Pagination } from '../../ui/Pagination/Pagination'
import { useI18n } from '../../core/i18n/i18n-store'
import type { ListQuery } from '../../core/lib/list-query'
import { asJoinField, joinApiRequest, joinCollection, joinColumns, joinDefaults } from '../../core/requests'
import { can, labelText, pluralLabel } from '../../core/schema/schema'
import { useEntity } from '../../core/stores/use-entity'
import { ListResults } from '../document-table/ListTable'
import { useListAnswer } from '../document-table/use-list-answer'
import { useListColumns } from '../document-table/use-list-columns'
import { useFieldContext } from '../common/context'
import { fieldLabel } from '../common/FieldShell'
import { useJoinAddNew } from './add-new'
import { joinInitialData } from './initial-data'
import './JoinField.css'

export function JoinField({ field, path }: { field: FolioClientField; path: string }) {
  const { language, t, document } = useFieldContext()
  const join = asJoinField(field)
  const slug = joinCollection(join)
  const headingId = useId()
  const description = labelText((field.admin as { description?: string } | undefined)?.description, language)
  const parent = document?.kind === 'collection' ? document : undefined
  return (
    <section className="field field--join join" aria-labelledby={headingId} data-testid={`field-${path}`}>
      {!slug ? (
        <>
          <h3 id={headingId} className="field__label join__label">
            {fieldLabel(field, language)}
          </h3>
          <p className="join__note">
            {t('folio:joinAcross', { collections: ([] as string[]).concat(join.collection).join(', ') })}
          </p>
        </>
      ) : (
        <JoinTable
          field={field}
          path={path}
          slug={slug}
          headingId={headingId}
          parent={parent?.id ? { slug: parent.slug, id: parent.id } : undefined}
        />
      )}
      {description && <span className="field__description">{description}</span>}
    </section>
  )
}

interface JoinTableProps {
  field: FolioClientField
  path: string
  slug: string
  headingId: string
  /** The open document; absent while it is new. */
  parent: { slug: string; id: string } | undefined
}

function JoinTable({ field, path, slug, headingId, parent }: JoinTableProps) {
  const { schema, language, t, locale } = useFieldContext()
  const join = asJoinField(field)
  const { entity: joined, access, drafts, visible } = useEntity('collection', slug)
  const { columns: available, titleField } = useListColumns(slug)
  const dateLocale = useI18n((s) => s.dateLocale)
  const defaults = joined ? joinDefaults(join, joined) : { limit: 10 }
  const [place, setPlace] = useState<{ page: number; limit: number; sort?: string }>({ page: 1, ...defaults })
  const columns = joined ? joinColumns(join, joined, available) : []
  const request =
    joined && parent ? joinApiRequest(join, parent, joined, { ...place, columns, drafts, locale, language }) : undefined
  // Read again when a document of the joined collection is made, changed in a drawer, deleted or restored.
  const changes = useCollectionChanges(useServerKey(), slug)
  const requestKey = `${JSON.stringify(request?.query ?? null)}#${changes}`
  const { result, error, loading, showShimmer } = useListAnswer(request, requestKey, Boolean(request) && visible)
  const addNew = useJoinAddNew()
  const mayCreate = join.admin?.allowCreate !== false && can(access, 'collection', slug, 'create')
  const go = (patch: Partial<ListQuery>) => setPlace((p) => ({ ...p, ...patch }))

  // Without read access to the joined collection there is nothing this user may see.
  if (!joined || !visible) return null
  const label = pluralLabel(joined, language)
  return (
    <>
      <div className="join__header">
        <h3 id={headingId} className="field__label join__label">
          {fieldLabel(field, language)}
        </h3>
        {parent && result && (
          <span className="join__count" data-testid={`join-count-${path}`}>
            {result.totalDocs}
          </span>
        )}
        {parent && addNew && mayCreate && (
          <Button
            variant="secondary"
            size="small"
            className="join__add"
            onClick={() => addNew(slug, startingData(field, joined.fields, parent, schema.extras) ?? {})}
            data-testid={`join-add-${path}`}
          >
            {t('fields:addNew')}
          </Button>
        )}
      </div>
      {!parent ? (
        <p className="join__note" data-testid={`join-after-save-${path}`}>
          {t('folio:joinAfterSave')}
        </p>
      ) : (
        <>
          {error && (
            <p className="list__error" role="alert" data-testid={`join-error-${path}`}>
              {error.message}
            </p>
          )}
          <ListResults
            loading={loading}
            showShimmer={showShimmer}
            result={result}
            label={label}
            table={{
              slug,
              columns,
              titleField,
              sort: place.sort,
              cells: { schema, language, dateFormat: schema.config.admin.dateFormat, dateLocale, t },
              go,
              rowActions: false,
              thumbnails: Boolean(joined.upload),
            }}
          />
          {result && result.totalDocs > 0 && (
            <Pagination
              page={result.page}
              totalPages={result.totalPages}
              totalDocs={result.totalDocs}
              limit={place.limit}
              onPage={(page) => go({ page })}
              onLimit={(limit) => go({ limit, page: 1 })}
            />
          )}
        </>
      )}
    </>
  )
}

/** The `on` field pointing at the open document, its id typed as the collection's ids are. */
function startingData(
  field: FolioClientField,
  joinedFields: FolioClientField[],
  parent: { slug: string; id: string },
  extras: { collections: Record<string, { idType?: 'number' | 'text' } | undefined> },
) {
  const id = extras.collections[parent.slug]?.idType === 'number' ? Number(parent.id) : parent.id
  return joinInitialData(joinedFields, asJoinField(field).on, { slug: parent.slug, id })
}
