/**
 * The field-list renderer, handed down by RenderFields itself: fields that hold fields (array and
 * blocks rows, rich-text blocks) render their children with it instead of importing RenderFields,
 * which imports them.
 */
import { createContext, useContext, type ComponentType } from 'react'
import type { FolioClientField } from '@shared/protocol'

export interface RenderFieldsProps {
  fields: FolioClientField[]
  path: string
  /** Edit view main column vs. sidebar: fields with admin.position 'sidebar' go to the sidebar. */
  placement?: 'main' | 'sidebar' | 'all'
}

export const FieldRendererContext = createContext<ComponentType<RenderFieldsProps> | null>(null)

export function useFieldRenderer(): ComponentType<RenderFieldsProps> {
  const value = useContext(FieldRendererContext)
  if (!value) throw new Error('nested fields rendered outside RenderFields')
  return value
}
