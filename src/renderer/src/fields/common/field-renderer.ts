/**
 * The field-list renderer, handed down by RenderFields itself: fields that hold fields (array and
 * blocks rows, rich-text blocks) render their children with it instead of importing RenderFields,
 * which imports them.
 */
import { createContext, useContext, type ReactNode } from 'react'
import type { FolioClientField } from '@shared/protocol'

export interface RenderFieldsProps {
  fields: FolioClientField[]
  path: string
}

/** Renders a list of fields as RenderFields does (an element of it: the component stays the same). */
export type RenderFieldList = (props: RenderFieldsProps) => ReactNode

export const FieldRendererContext = createContext<RenderFieldList | null>(null)

export function useFieldRenderer(): RenderFieldList {
  const value = useContext(FieldRendererContext)
  if (!value) throw new Error('nested fields rendered outside RenderFields')
  return value
}
