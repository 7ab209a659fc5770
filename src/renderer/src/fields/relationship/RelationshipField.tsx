/** Relationship and upload fields: pick documents by title, searched on the server as you type. */
import { useContext, useEffect, useMemo, useRef, useState } from 'react'
import type { FolioClientField } from '@shared/protocol'
import { useFieldFilter, useFieldValue } from '../../core/form/use-field'
import { can, findEntity } from '../../core/schema/schema'
import { useSchemaStore } from '../../core/stores/schema-store'
import { entityContext } from '../../core/stores/use-entity'
import { toast } from '../../core/stores/toast-store'
import { useFieldContext } from '../common/context'
import { useDocumentDrawer, type DocumentDrawerProps, type RenderDocumentDrawer } from '../common/document-drawer'
import { FieldShell } from '../common/FieldShell'
import { fieldPlaceholder } from '../common/placeholder'
import { MediaLibraryButton } from '../media/MediaLibrary/MediaLibraryButton'
import { relatedSearchLabel, relatedTitleField } from '../../core/requests'
import { optionTitle, relatedDocsOf } from '../common/related-lookup'
import { Chosen } from './Chosen'
import { CreateNew } from './CreateNew'
import { creatableCollections, drawerAllows, withCreated } from './drawer-targets'
import { moveItem } from './option-pages'
import { Picker } from './Picker'
import { choiceOf, refCollection, refId, refKey, refList, type Choice, type Ref } from './refs'
import { uploadFile } from './upload'
import { BulkUploadDialog } from '../media/BulkUpload/BulkUploadDialog'
import { UploadDropzone } from '../media/UploadDropzone/UploadDropzone'
import { FieldRendererContext } from '../common/field-renderer'
import { useChoices, useNearViewport } from './use-choices'
import { useDisallowed } from './use-disallowed'

/**
 * Files dropped on the field go to the bulk upload (onFiles); a pasted one to onFile (the browser neither
 * opens nor pastes them).
 */
const fileDropHandlers = (onFile: (file: File) => void, onFiles: (files: File[]) => void) => ({
  onDragOver: (e: React.DragEvent) => e.preventDefault(),
  onDrop: (e: React.DragEvent) => {
    e.preventDefault()
    const files = Array.from(e.dataTransfer.files)
    if (files.length) onFiles(files)
  },
  onPaste: (e: React.ClipboardEvent) => {
    const file = e.clipboardData.files[0]
    if (!file) return
    e.preventDefault()
    onFile(file)
  },
})

export function RelationshipField({ field, path }: { field: FolioClientField; path: string }) {
  const { form, readOnly, schema, locale, language, t } = useFieldContext()
  const [value, setValue] = useFieldValue<Ref | Ref[] | null>(form, path)
  const relationTo = useMemo(
    () => (Array.isArray(field.relationTo) ? (field.relationTo as string[]) : [String(field.relationTo)]),
    [field.relationTo],
  )
  const collection = relationTo[0]!
  const searchLabel = useMemo(() => relatedSearchLabel(schema, relationTo, language), [schema, relationTo, language])
  const polymorphic = Array.isArray(field.relationTo)
  const isUpload = field.type === 'upload'
  const disabled = readOnly || Boolean((field.admin as { readOnly?: boolean } | undefined)?.readOnly)
  const refs = refList(value)
  const [search, setSearch] = useState('')
  const [only, setOnly] = useState<string | null>(null)
  const [fieldElement, nearViewport] = useNearViewport<HTMLDivElement>()
  const [wantsChoices, setWantsChoices] = useState(false)
  const filter = useFieldFilter(form, path)
  const { choices, loading, failed, loadingMore, hasMore, loadMore, known, unfound, remember } = useChoices({
    schema,
    related: relatedDocsOf(form, schema),
    relationTo,
    refs,
    search,
    only,
    wanted: wantsChoices || nearViewport,
    visible: nearViewport,
    filter,
  })

  const disallowed = useDisallowed(refs, filter, collection, nearViewport)

  const toRef = (c: Choice): Ref => (polymorphic ? { relationTo: c.relationTo, value: c.id } : c.id)
  const add = (choice: Choice) => setValue(field.hasMany ? [...refs, toRef(choice)] : toRef(choice))
  /** A hasMany chip moved to another place; focus follows it so Alt+Arrow can be pressed again. */
  const [dragFrom, setDragFrom] = useState<number | null>(null)
  /** The chip control to focus after the next render: the moved chip's handle, or a single choice's remove button. */
  const focusAfter = useRef<{ selector: string; index: number } | null>(null)
  const move = (from: number, to: number) => {
    if (to < 0 || to >= refs.length || from === to) return
    setValue(moveItem(refs, from, to))
    focusAfter.current = { selector: '[data-chip-move]', index: to }
  }
  useEffect(() => {
    if (!focusAfter.current) return
    const { selector, index } = focusAfter.current
    fieldElement.current?.querySelectorAll<HTMLElement>(selector)[index]?.focus()
    focusAfter.current = null
  })
  /** A choice from the picker; a single-value field's picker then goes away, so focus moves to the chip. */
  const choose = (choice: Choice) => {
    add(choice)
    if (!field.hasMany) focusAfter.current = { selector: '[data-chip-remove]', index: 0 }
  }
  const movable = !disabled && Boolean(field.hasMany) && refs.length > 1
  const remove = (index: number) => (field.hasMany ? setValue(refs.filter((_, i) => i !== index)) : setValue(null))
  /** A new file (picked, dropped or pasted) goes to the upload collection, then becomes the value. */
  const addFile = async (file: File) => {
    const created = await uploadFile(schema, collection, file)
    if ('error' in created) return toast.error(created.error)
    const choice = choiceOf(collection, created.doc, optionTitle(created.doc, relatedTitleField(schema, collection)))
    remember([choice])
    add(choice)
  }
  // The document drawer: create a related document, or edit a chosen one, without leaving this form.
  const renderDrawer = useDocumentDrawer()
  const access = useSchemaStore((s) => s.access)
  const [drawer, setDrawer] = useState<{ slug: string; id: string | null } | null>(null)
  const createButton = useRef<HTMLButtonElement>(null)
  // Only collections the editor sees (hidden ones, such as Payload's folders, have their own dialogs).
  const shown = (slug: string) => entityContext(schema, access, 'collection', slug).visible
  const allows = drawerAllows(field)
  const creatable =
    renderDrawer && !disabled && allows.create
      ? creatableCollections(relationTo, (slug) => shown(slug) && can(access, 'collection', slug, 'create'))
      : []
  const mayEdit = (slug: string) => Boolean(renderDrawer) && !disabled && allows.edit && shown(slug)
  /** A save in the drawer: the chip shows the saved title; a new document becomes (part of) the value. */
  const drawerSaved = (slug: string, doc: Record<string, unknown>, created: boolean) => {
    const choice = choiceOf(slug, doc, optionTitle(doc, relatedTitleField(schema, slug)))
    remember([choice])
    if (!created) return
    const current = form.getData(path) as Ref | Ref[] | null | undefined
    setValue(withCreated(current, choice, { hasMany: Boolean(field.hasMany), polymorphic, fallback: collection }))
    setDrawer(null)
  }
  /** Back from a drawer: to the create button, or (a single value filled, the button gone) to the new chip. */
  const focusBack = (opener: HTMLElement | null) => {
    if (opener?.isConnected) opener.focus()
    else if (createButton.current?.isConnected) createButton.current.focus()
    else fieldElement.current?.querySelector<HTMLElement>('[data-chip-remove], [data-chip-edit]')?.focus()
  }
  // Files dropped or pasted on an editable upload field are uploaded and chosen (unless it may not create).
  const takesFiles = isUpload && !disabled && allows.create
  // Files dropped or picked many at once get a form each in the bulk upload; each document made is chosen.
  const renderFields = useContext(FieldRendererContext)
  const [bulkFiles, setBulkFiles] = useState<File[] | null>(null)
  const addUploaded = (doc: Record<string, unknown>) => {
    const choice = choiceOf(collection, doc, optionTitle(doc, relatedTitleField(schema, collection)))
    remember([choice])
    const current = refList(form.getValue<Ref | Ref[] | null>(path))
    setValue(field.hasMany ? [...current, toRef(choice)] : toRef(choice))
  }
  const chosenKeys = new Set(refs.map((r) => refKey(r, collection)))

  return (
    <FieldShell field={field} path={path}>
      <div
        ref={fieldElement}
        className="relationship"
        data-testid={`input-${path}`}
        onFocus={() => setWantsChoices(true)}
        onPointerEnter={() => setWantsChoices(true)}
        {...(takesFiles ? fileDropHandlers((file) => void addFile(file), setBulkFiles) : {})}
      >
        {refs.map((r, i) => (
          <Chosen
            key={refKey(r, collection)}
            path={path}
            collection={polymorphic ? refCollection(r, '') : null}
            choice={known.get(refKey(r, collection))}
            lookingUp={!known.has(refKey(r, collection)) && !unfound.has(refKey(r, collection))}
            nearViewport={nearViewport}
            disallowed={disallowed.has(refKey(r, collection))}
            id={refId(r)}
            upload={isUpload}
            index={i}
            onEdit={
              known.has(refKey(r, collection)) && mayEdit(refCollection(r, collection))
                ? () => setDrawer({ slug: refCollection(r, collection), id: String(refId(r)) })
                : null
            }
            onRemove={disabled ? null : () => remove(i)}
            onMove={movable ? (by) => move(i, i + by) : null}
            drag={
              movable
                ? {
                    onStart: () => setDragFrom(i),
                    onEnd: () => setDragFrom(null),
                    onOver: (e) => dragFrom !== null && e.preventDefault(),
                    onDrop: () => {
                      if (dragFrom !== null) move(dragFrom, i)
                      setDragFrom(null)
                    },
                  }
                : null
            }
          />
        ))}
        {!disabled && (field.hasMany || refs.length === 0) && (
          <Picker
            path={path}
            search={search}
            onSearch={setSearch}
            options={choices.filter((c) => !chosenKeys.has(c.key))}
            loading={loading}
            failed={failed}
            loadingMore={loadingMore}
            hasMore={hasMore}
            onLoadMore={loadMore}
            collections={polymorphic ? relationTo : null}
            searchLabel={searchLabel}
            placeholder={fieldPlaceholder(field, language)}
            only={only}
            onOnly={setOnly}
            onChoose={choose}
          />
        )}
        {isUpload && !disabled && (field.hasMany || refs.length === 0) && (
          <UploadDropzone
            path={path}
            multiple={Boolean(field.hasMany)}
            accept={(
              findEntity(schema, 'collection', collection)?.upload as { mimeTypes?: string[] } | undefined
            )?.mimeTypes?.join(',')}
            onFiles={(files) => (field.hasMany ? setBulkFiles(files) : void addFile(files[0]!))}
            takesFiles={takesFiles}
          >
            {creatable.length > 0 && (
              <>
                <CreateNew
                  ref={createButton}
                  path={path}
                  collections={creatable}
                  polymorphic={polymorphic}
                  primary
                  onCreate={(slug) => setDrawer({ slug, id: null })}
                />
                <span className="upload-dropzone__or">{t('general:or')}</span>
              </>
            )}
            <MediaLibraryButton
              schema={schema}
              path={path}
              relationTo={relationTo}
              multiple={Boolean(field.hasMany)}
              filter={filter}
              exclude={chosenKeys}
              onChoose={(chosen) => {
                const choices = chosen.map(({ slug, item }) => choiceOf(slug, item.doc, item.title))
                remember(choices)
                setValue(field.hasMany ? [...refs, ...choices.map(toRef)] : toRef(choices[0]!))
                if (!field.hasMany) focusAfter.current = { selector: '[data-chip-remove]', index: 0 }
              }}
            />
          </UploadDropzone>
        )}
        {!isUpload && creatable.length > 0 && (field.hasMany || refs.length === 0) && (
          <CreateNew
            ref={createButton}
            path={path}
            collections={creatable}
            polymorphic={polymorphic}
            onCreate={(slug) => setDrawer({ slug, id: null })}
          />
        )}
      </div>
      {renderDrawer && drawer && (
        <DrawerHost
          key={`${drawer.slug}:${drawer.id ?? ''}`}
          render={renderDrawer}
          slug={drawer.slug}
          id={drawer.id}
          locale={locale}
          onSaved={(doc, created) => drawerSaved(drawer.slug, doc, created)}
          onClose={() => setDrawer(null)}
          returnFocus={focusBack}
        />
      )}
      {bulkFiles && renderFields && (
        <BulkUploadDialog
          slug={collection}
          files={bulkFiles}
          renderFields={renderFields}
          max={field.hasMany ? undefined : 1}
          onUploaded={addUploaded}
          onClose={() => setBulkFiles(null)}
        />
      )}
    </FieldShell>
  )
}

/** The drawer the form's screen renders, opened from this field. */
function DrawerHost({ render, ...props }: DocumentDrawerProps & { render: RenderDocumentDrawer }) {
  return render(props)
}
