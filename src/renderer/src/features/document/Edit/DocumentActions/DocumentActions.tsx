/**
 * One document's actions in its "⋯" menu (edit view header, list row): duplicate, duplicate selected
 * locales, delete, and whatever the caller adds. Each is offered only with the access it needs.
 */
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { routes } from '../../../../core/routes/routes'
import { useServerKey } from '../../../../core/drafts/draft-keys'
import { DocumentMenu, type DocumentMenuItem } from '../../../../ui/DocumentMenu/DocumentMenu'
import { useI18n, useT } from '../../../../core/i18n/i18n-store'
import { can, singularLabel } from '../../../../core/schema/schema'
import { useCommands } from '../../../../core/stores/use-commands'
import { useEntity } from '../../../../core/stores/use-entity'
import { DeleteDocumentModal } from '../DeleteDocument/DeleteDocumentModal'
import { deleteDocument } from '../DeleteDocument/delete-document'
import { duplicateDocument } from '../DuplicateDocument/duplicate-document'
import { DuplicateLocalesModal } from '../DuplicateDocument/DuplicateLocalesModal'
import { hasLocalizedFields } from '../DuplicateDocument/localized-fields'

export interface DocumentActionsProps {
  slug: string
  id: string
  title: string
  /** Delete permission for this document (the edit view knows it per document). */
  mayDelete: boolean
  locale?: string
  testId?: string
  /** Whether the form holds unsaved edits: the delete confirmation then says they are lost. */
  isModified?: () => boolean
  /** Runs once the document is deleted, before leaving (the edit view forgets its edits). */
  onDeleted?: () => void
  /** Go to the list after a delete (from the edit view); a list stays, reading itself again. */
  toListAfterDelete?: boolean
  /** Items other actions add (after these). */
  extraItems?: DocumentMenuItem[]
  /** The open document's menu (not a list row's): its items are also commands for the palette and menu. */
  asCommands?: boolean
}

export function DocumentActions(props: DocumentActionsProps) {
  const {
    slug,
    id,
    title,
    mayDelete,
    locale,
    testId,
    isModified,
    onDeleted,
    toListAfterDelete,
    extraItems,
    asCommands,
  } = props
  const t = useT()
  const language = useI18n((s) => s.language)
  const navigate = useNavigate()
  const server = useServerKey()
  const { entity, extras, access, drafts, localization } = useEntity('collection', slug)
  const [open, setOpen] = useState<null | { dialog: 'delete'; modified: boolean } | { dialog: 'locales' }>(null)
  const [working, setWorking] = useState(false)
  if (!entity) return null
  const label = singularLabel(entity, language)
  const mayCreate = can(access, 'collection', slug, 'create')
  const locales = localization ? localization.locales : []
  const localeCodes = localization
    ? [localization.defaultLocale, ...localization.localeCodes.filter((c) => c !== localization.defaultLocale)]
    : []

  const duplicate = async (selectedLocales?: string[]) => {
    setWorking(true)
    const copy = await duplicateDocument({ server, slug, id, label, drafts, locale }, { selectedLocales, language, t })
    setWorking(false)
    if (!copy) return
    setOpen(null)
    void navigate(`${routes.document(slug, copy)}${locale ? `?locale=${locale}` : ''}`)
  }
  const remove = async (permanently: boolean) => {
    setWorking(true)
    const target = { server, slug, id, title, label, trash: Boolean(extras?.trash), drafts, locales: localeCodes }
    const error = await deleteDocument(target, { permanently, language, t })
    setWorking(false)
    if (error) return
    setOpen(null)
    onDeleted?.()
    if (toListAfterDelete) void navigate(routes.collection(slug))
  }

  const items: DocumentMenuItem[] = []
  if (mayCreate) {
    items.push({ action: 'duplicate', label: t('general:duplicate'), onSelect: () => void duplicate() })
    if (locales.length > 1 && hasLocalizedFields(entity.fields))
      items.push({
        action: 'duplicate-locales',
        label: `${t('general:duplicate')} ${t('localization:selectedLocales')}`,
        onSelect: () => setOpen({ dialog: 'locales' }),
      })
  }
  if (mayDelete)
    items.push({
      action: 'delete',
      label: t('general:delete'),
      danger: true,
      onSelect: () => setOpen({ dialog: 'delete', modified: isModified?.() ?? false }),
    })
  items.push(...(extraItems ?? []))

  return (
    <>
      <DocumentMenu items={items} testId={testId} />
      {asCommands && <MenuCommands items={items} />}
      {open?.dialog === 'delete' && (
        <DeleteDocumentModal
          label={label}
          title={title}
          trash={Boolean(extras?.trash)}
          modified={open.modified}
          working={working}
          onConfirm={(permanently) => void remove(permanently)}
          onCancel={() => setOpen(null)}
        />
      )}
      {open?.dialog === 'locales' && (
        <DuplicateLocalesModal
          locales={locales}
          working={working}
          onConfirm={(selected) => void duplicate(selected)}
          onCancel={() => setOpen(null)}
        />
      )}
    </>
  )
}

/** The menu's items as the document's commands (`duplicate`, `delete`...), the same flows. */
function MenuCommands({ items }: { items: DocumentMenuItem[] }) {
  useCommands(items.map((item) => ({ id: item.action, label: item.label, group: 'document', run: item.onSelect })))
  return null
}
