/** The list's last column: each row's document menu (its head cell is named for screen readers). */
import { useT } from '../../../../core/i18n/i18n-store'
import { can } from '../../../../core/schema/schema'
import { useSchemaStore } from '../../../../core/stores/schema-store'
import { DocumentActions } from './DocumentActions'
import type { RowMenu } from '../../../../fields/document-table/row-menu'

/** Rows have a menu only for users who may duplicate or delete in this collection. */
function useRowActionsShown(slug: string): boolean {
  const access = useSchemaStore((s) => s.access)
  return can(access, 'collection', slug, 'create') || can(access, 'collection', slug, 'delete')
}

export function RowActionsHead({ slug }: { slug: string }) {
  const t = useT()
  if (!useRowActionsShown(slug)) return null
  return (
    <th scope="col" className="list__row-menu">
      <span className="visually-hidden">{t('general:moreOptions')}</span>
    </th>
  )
}

export function RowActions({ slug, doc, title }: { slug: string; doc: Record<string, unknown>; title: string }) {
  const access = useSchemaStore((s) => s.access)
  if (!useRowActionsShown(slug)) return null
  return (
    <td className="list__row-menu">
      <DocumentActions
        slug={slug}
        id={String(doc.id)}
        title={title || String(doc.id)}
        // The collection's delete access; the server still refuses a document its rules protect, and says why.
        mayDelete={can(access, 'collection', slug, 'delete')}
        testId="row-menu"
      />
    </td>
  )
}

/** The rows' menu the app hands to every table of documents (list, join field). */
export const documentRowMenu: RowMenu = { Head: RowActionsHead, Row: RowActions }
