/**
 * The document drawer, handed down by the screen that shows a document: relationship and upload
 * fields open a related document in it (to create one, or edit a chosen one) without importing the
 * edit view's form, which imports them. Absent (forms that are not a document's, such as edit-many),
 * the fields offer no drawer.
 */
import { createContext, useContext, type ReactNode } from 'react'

export interface DocumentDrawerProps {
  /** The related collection. */
  slug: string
  /** The document to edit, or null to create one. */
  id: string | null
  /** The locale of the form the drawer is opened from. */
  locale?: string
  /** A new document starts with these values (a join field's Add new: its `on` field). */
  initialData?: Record<string, unknown>
  /** A save or autosave landed in the drawer; `created` when it made the document (the drawer then closes). */
  onSaved: (doc: Record<string, unknown>, created: boolean) => void
  /** The drawer is done (closed by the editor, after any question about unsaved changes). */
  onClose: () => void
  /** Where focus goes once the drawer has closed; default: back to the control that opened it. */
  returnFocus?: (opener: HTMLElement | null) => void
}

/** Renders the drawer as DocumentDrawer does (an element of it: the component stays the same). */
export type RenderDocumentDrawer = (props: DocumentDrawerProps) => ReactNode

export const DocumentDrawerContext = createContext<RenderDocumentDrawer | null>(null)

export const useDocumentDrawer = () => useContext(DocumentDrawerContext)
