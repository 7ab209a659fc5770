/**
 * Gives the join fields of a document's form their "Add new": the document drawer opens the joined
 * collection's create form with the `on` field pointing at the open document; once the new document
 * is made it closes, and the table reads again (it follows that collection's changes).
 */
import { Fragment, useCallback, useState, type ReactNode } from 'react'
import { useFieldContext } from '../common/context'
import { useDocumentDrawer } from '../common/document-drawer'
import { JoinAddNewContext } from './add-new'

export function JoinAddNewHost({ children }: { children: ReactNode }) {
  const renderDrawer = useDocumentDrawer()
  const { locale } = useFieldContext()
  const [adding, setAdding] = useState<{ slug: string; data: Record<string, unknown>; key: number } | null>(null)
  const addNew = useCallback(
    (slug: string, data: Record<string, unknown>) => setAdding((a) => ({ slug, data, key: (a?.key ?? 0) + 1 })),
    [],
  )
  return (
    <JoinAddNewContext.Provider value={renderDrawer ? addNew : null}>
      {children}
      {/* Keyed: each Add new starts a form of its own. */}
      {renderDrawer && adding && (
        <Fragment key={adding.key}>
          {renderDrawer({
            slug: adding.slug,
            id: null,
            locale,
            initialData: adding.data,
            // Made: the drawer closes, as one opened from a relationship field does.
            onSaved: (_doc, created) => created && setAdding(null),
            onClose: () => setAdding(null),
          })}
        </Fragment>
      )}
    </JoinAddNewContext.Provider>
  )
}
