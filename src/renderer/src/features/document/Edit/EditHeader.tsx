/**
 * The edit view's header: entity and document title, then one action bar, the same for a new and a
 * saved document: the status slot (fixed width: what it says moves nothing), the locale, the rarer
 * actions as quiet buttons (Copy to locale, Unpublish, Preview) and the "⋯" menu, and the save buttons
 * at the end, the primary one last (right in LTR, left in RTL).
 */
import { useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { useDocumentSession } from '../session/use-document-session'
import { LocaleSelect } from '../../../ui/LocaleSelect/LocaleSelect'
import { useT } from '../../../core/i18n/i18n-store'
import { useFieldValue } from '../../../core/form/use-field'
import { titleFieldOf } from '../../../core/schema/schema'
import { CopyToLocale } from './CopyToLocale/CopyToLocale'
import { DocumentActions } from './DocumentActions/DocumentActions'
import { EditHeading } from './EditHeading'
import { PreviewButton } from './PreviewButton/PreviewButton'
import { DocumentSaveButtons, SaveStatusSlot } from './SaveActions'
import { Unpublish } from './Unpublish'

export function EditHeader({ entityName }: { entityName: string }) {
  const doc = useDocumentSession(
    'canSave',
    'drafts',
    'extras',
    'hasPublished',
    'id',
    'isNew',
    'kind',
    'mayPublish',
    'permissionsSettled',
    'saving',
    'unpublish',
    'unpublishing',
  )
  const t = useT()
  const { kind, isNew } = doc
  const fallback = isNew
    ? `${t('general:createNew')} ${entityName}`
    : kind === 'global'
      ? entityName
      : `[${t('general:untitled')}]`
  const header = useStickyHeight()
  return (
    <header className="edit__header" ref={header}>
      <EditHeading fallback={fallback} />
      <div className="edit__controls" data-permissions={doc.permissionsSettled ? 'settled' : 'asking'}>
        <SaveStatusSlot />
        <DocumentLocaleSelect />
        <CopyToLocale />
        {doc.canSave && doc.mayPublish && doc.drafts && doc.hasPublished && !isNew && (
          <Unpublish disabled={Boolean(doc.saving)} working={doc.unpublishing} onConfirm={doc.unpublish} />
        )}
        {doc.extras?.preview && !isNew && <PreviewButton />}
        {kind === 'collection' && !isNew && doc.id && <HeaderMenu fallback={fallback} />}
        <DocumentSaveButtons publishOptions />
      </div>
    </header>
  )
}

/**
 * The header sticks to the top of the page; what sticks below it (the rich-text toolbar) reads its height,
 * which changes with the window's width and the controls' wrapping, from `--edit-header-height` on the
 * form holding it.
 */
function useStickyHeight() {
  const header = useRef<HTMLElement>(null)
  useLayoutEffect(() => {
    const element = header.current
    const form = element?.parentElement
    if (!element || !form) return
    const publish = () => form.style.setProperty('--edit-header-height', `${element.getBoundingClientRect().height}px`)
    publish()
    const observer = new ResizeObserver(publish)
    observer.observe(element)
    return () => {
      observer.disconnect()
      form.style.removeProperty('--edit-header-height')
    }
  }, [])
  return header
}

/** The document menu: leaving after a delete, nothing typed offered back, the title as shown. */
function HeaderMenu({ fallback }: { fallback: string }) {
  const doc = useDocumentSession('entity', 'form', 'id', 'localDraft', 'locale', 'localization', 'mayDelete', 'slug')
  const { form, entity } = doc
  const [value] = useFieldValue<string | number>(form, entity ? titleFieldOf(entity) : '__none__')
  return (
    <DocumentActions
      slug={doc.slug}
      id={doc.id ?? ''}
      title={value !== undefined && value !== null && value !== '' ? String(value) : (doc.id ?? fallback)}
      mayDelete={doc.mayDelete}
      locale={doc.localization ? doc.locale : undefined}
      isModified={() => form.isModified()}
      onDeleted={() => {
        doc.localDraft.forget()
        // The editor confirmed losing them: leaving to the list is not stopped by the leave warning.
        form.markSaved(form.snapshot())
      }}
      toListAfterDelete
      asCommands
    />
  )
}

/** The locale is part of the URL, so a reload or a shared link opens the same one. */
function DocumentLocaleSelect() {
  const doc = useDocumentSession('locale', 'localization')
  const location = useLocation()
  const navigate = useNavigate()
  if (!doc.localization) return null
  return (
    <LocaleSelect
      localization={doc.localization}
      value={doc.locale ?? ''}
      onChange={(locale) => {
        const params = new URLSearchParams(location.search)
        params.set('locale', locale)
        void navigate({ pathname: location.pathname, search: `?${params.toString()}` })
      }}
    />
  )
}
