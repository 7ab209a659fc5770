/**
 * What the fields inside a field inherit from it: read-only (its own admin.readOnly, or field access
 * that refuses it), and the field-level permissions one level down (named group, array, named tab,
 * a block's type).
 */
import type { ReactNode } from 'react'
import type { FolioClientField } from '@shared/protocol'
import { mayEditField, nestedFieldPermissions, type FieldPermissions } from '../../core/schema/field-permissions'
import { isReadOnlyField } from '../../core/schema/read-only'
import { FieldContext, useFieldContext, type FieldContextValue } from './context'

/** Whether the field (or tab) takes no input here: its own setting, or its field access. */
export function useFieldLocked(field: FolioClientField): boolean {
  const { fieldAccess } = useFieldContext()
  if (isReadOnlyField(field)) return true
  return fieldAccess ? !mayEditField(fieldAccess.permissions, field.name, fieldAccess.operation) : false
}

/** Children read-only when `readOnly`, and at the permissions level `descend` picks (unchanged when omitted). */
export function FieldScope({
  readOnly,
  descend,
  children,
}: {
  readOnly: boolean
  descend?: (permissions: FieldPermissions) => FieldPermissions
  children: ReactNode
}) {
  const parent = useFieldContext()
  if (!readOnly && !descend) return children
  const { fieldAccess } = parent
  const value: FieldContextValue = {
    ...parent,
    readOnly: parent.readOnly || readOnly,
    fieldAccess:
      fieldAccess && descend ? { ...fieldAccess, permissions: descend(fieldAccess.permissions) } : fieldAccess,
  }
  return <FieldContext.Provider value={value}>{children}</FieldContext.Provider>
}

/** The permissions inside a field whose children sit one level down (named group, named tab, array). */
export const inside = (name: string | undefined) =>
  name ? (permissions: FieldPermissions) => nestedFieldPermissions(permissions, name) : undefined

/** The permissions inside one block row. */
export const insideBlock = (name: string | undefined, blockType: string | undefined) =>
  name && blockType
    ? (permissions: FieldPermissions) => nestedFieldPermissions(permissions, name, blockType)
    : undefined
