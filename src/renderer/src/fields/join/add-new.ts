/**
 * "Add new" on a join field's table. The edit view (or a drawer) provides what it does: the document
 * drawer opens the joined collection's create form with `data` filled in (the `on` field pointing at
 * the open document). Without a provider the button is not shown.
 */
import { createContext, useContext } from 'react'

/** Opens a new document of `collection` starting with `data`. */
export type JoinAddNew = (collection: string, data: Record<string, unknown>) => void

export const JoinAddNewContext = createContext<JoinAddNew | null>(null)

export const useJoinAddNew = (): JoinAddNew | null => useContext(JoinAddNewContext)
