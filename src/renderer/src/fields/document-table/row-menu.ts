/**
 * Each row's document menu (duplicate, delete), handed down by the app: the table of documents the
 * list, the trash and the join field share does not import the document's actions, which belong to the
 * document feature. Absent, rows have no menu.
 */
import { createContext, useContext, type ComponentType } from 'react'

export interface RowMenu {
  /** The head cell of the menu column (named for screen readers), or nothing. */
  Head: ComponentType<{ slug: string }>
  /** One row's menu cell, or nothing for users who may neither duplicate nor delete. */
  Row: ComponentType<{ slug: string; doc: Record<string, unknown>; title: string }>
}

export const RowMenuContext = createContext<RowMenu | null>(null)

export const useRowMenu = () => useContext(RowMenuContext)
