/** Relationship and upload fields: pick documents by title, searched on the server as you type. */
import { useEffect, useMemo, useRef, useState } from 'react'
import type { FolioClientField } from '@shared/protocol'
import { getBridge } from '../bridge'
import { invokeApi } from '../lib/requests/invoke'
import { formatFileSize } from '../lib/format'
import { useFieldValue } from '../lib/form/use-field'
import { findEntity, singularLabel, titleFieldOf } from '../lib/schema'
import { toast } from '../stores/toast-store'
import { useFieldContext } from './context'
import { FieldShell, fieldId } from './FieldShell'
import { relatedDocsOf, relatedSelect } from './related-lookup'

type Id = string | number
type Ref = Id | { relationTo: string; value: Id | { id: Id } }
interface Choice {
  key: string
  relationTo: string
  id: Id
  title: string
  doc: Record<string, unknown>
}

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/svg+xml', 'image/webp', 'image/avif', 'image/jxl']

/** True once the element has come near the viewport: off-screen pickers ask the server for nothing. */
function useNearViewport<T extends Element>(): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    if (typeof IntersectionObserver === 'undefined') return setNear(true)
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '300px',
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [near])
  return [ref, near]
}

const refId = (ref: Ref): Id =>
  typeof ref === 'object' ? (typeof ref.value === 'object' ? ref.value.id : ref.value) : ref
const refCollection = (ref: Ref, fallback: string) => (typeof ref === 'object' ? ref.relationTo : fallback)

export function RelationshipField({ field, path }: { field: FolioClientField; path: string }) {
  const { form, readOnly, schema, language, t } = useFieldContext()
  const [value, setValue] = useFieldValue<Ref | Ref[] | null>(form, path)
  const relationTo = useMemo(
    () => (Array.isArray(field.relationTo) ? (field.relationTo as string[]) : [String(field.relationTo)]),
    [field.relationTo],
  )
  const polymorphic = Array.isArray(field.relationTo)
  const [search, setSearch] = useState('')
  const [choices, setChoices] = useState<Choice[]>([])
  const [known, setKnown] = useState<Map<string, Choice>>(new Map())
  const disabled = readOnly || Boolean((field.admin as { readOnly?: boolean } | undefined)?.readOnly)
  const refs = (Array.isArray(value) ? value : value === null || value === undefined ? [] : [value]) as Ref[]
  const [fieldElement, nearViewport] = useNearViewport<HTMLDivElement>()
  const [wantsChoices, setWantsChoices] = useState(false)
  const related = relatedDocsOf(form, schema)

  // Options matching the search, from every related collection: asked for once the picker is in view or used.
  const loadChoices = wantsChoices || nearViewport
  useEffect(() => {
    if (!loadChoices && !search) return
    let current = true
    const timer = setTimeout(
      async () => {
        const lists = await Promise.all(
          relationTo.map(async (slug) => {
            const entity = findEntity(schema, 'collection', slug)
            const titleField = entity ? titleFieldOf(entity) : 'id'
            const result = await invokeApi({
              method: 'GET',
              path: `/${slug}`,
              query: {
                limit: 25,
                depth: 0,
                ...(search ? { where: { [titleField]: { like: search } } } : {}),
                select: relatedSelect(titleField),
              },
            })
            const docs = result.ok ? ((result.data as { docs: Array<Record<string, unknown>> }).docs ?? []) : []
            return docs.map((doc) => ({
              key: `${slug}:${String(doc.id)}`,
              relationTo: slug,
              id: doc.id as Id,
              title: String(doc[titleField] ?? doc.filename ?? doc.id),
              doc,
            }))
          }),
        )
        if (!current) return
        const all = lists.flat()
        setChoices(all)
        setKnown((prev) => new Map([...prev, ...all.map((c) => [c.key, c] as const)]))
      },
      search ? 250 : 0,
    )
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [relationTo, schema, search, loadChoices])

  // Titles for selected documents that are not among the options.
  useEffect(() => {
    if (!nearViewport) return
    const missing = refs.filter((r) => !known.has(`${refCollection(r, relationTo[0]!)}:${String(refId(r))}`))
    if (missing.length === 0) return
    let current = true
    void Promise.all(
      missing.map(async (r): Promise<Choice | null> => {
        const slug = refCollection(r, relationTo[0]!)
        const doc = await related.get(slug, refId(r))
        if (!doc) return null
        const entity = findEntity(schema, 'collection', slug)
        return {
          key: `${slug}:${String(doc.id)}`,
          relationTo: slug,
          id: doc.id as Id,
          title: String(doc[entity ? titleFieldOf(entity) : 'id'] ?? doc.filename ?? doc.id),
          doc,
        }
      }),
    ).then((found) => {
      if (!current) return
      setKnown(
        (prev) => new Map([...prev, ...found.filter((c): c is Choice => c !== null).map((c) => [c.key, c] as const)]),
      )
    })
    return () => {
      current = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [JSON.stringify(refs), nearViewport])

  const toRef = (c: Choice): Ref => (polymorphic ? { relationTo: c.relationTo, value: c.id } : c.id)
  const choose = (key: string) => {
    const choice = known.get(key) ?? choices.find((c) => c.key === key)
    if (!choice) return
    if (field.hasMany) setValue([...refs, toRef(choice)])
    else setValue(toRef(choice))
  }
  const remove = (index: number) => (field.hasMany ? setValue(refs.filter((_, i) => i !== index)) : setValue(null))
  /** A new file (picked, dropped or pasted) goes to the upload collection, then becomes the value. */
  const uploadFile = async (file: File) => {
    const slug = relationTo[0]!
    const dataBase64 = await new Promise<string>((resolve, reject) => {
      const reader = new FileReader()
      reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''))
      reader.onerror = () => reject(reader.error)
      reader.readAsDataURL(file)
    })
    // The file name stands in for required text fields such as alt, which the editor can change later.
    const entity = findEntity(schema, 'collection', slug)
    const required = (entity?.fields ?? [])
      .filter((f) => f.required && f.name && (f.type === 'text' || f.type === 'textarea'))
      .map((f) => f.name!)
    const fields = Object.fromEntries(required.map((name) => [name, file.name]))
    const result = await getBridge().invoke('renderer:upload', {
      collection: slug,
      filename: file.name,
      mimeType: file.type || 'application/octet-stream',
      dataBase64,
      fields,
    })
    if (!result.ok) return toast.error(result.error.message)
    const doc = (result.data as { doc: Record<string, unknown> }).doc
    const choice: Choice = {
      key: `${slug}:${String(doc.id)}`,
      relationTo: slug,
      id: doc.id as Id,
      title: String(doc[entity ? titleFieldOf(entity) : 'id'] ?? doc.filename ?? doc.id),
      doc,
    }
    setKnown((prev) => new Map(prev).set(choice.key, choice))
    const ref = polymorphic ? { relationTo: slug, value: choice.id } : choice.id
    setValue(field.hasMany ? [...refs, ref] : ref)
  }
  const isUpload = field.type === 'upload'

  const selectedKeys = new Set(refs.map((r) => `${refCollection(r, relationTo[0]!)}:${String(refId(r))}`))

  return (
    <FieldShell field={field} path={path}>
      <div
        ref={fieldElement}
        className="relationship"
        data-testid={`input-${path}`}
        onFocus={() => setWantsChoices(true)}
        onPointerEnter={() => setWantsChoices(true)}
        onDragOver={(e) => isUpload && !disabled && e.preventDefault()}
        onDrop={(e) => {
          if (!isUpload || disabled) return
          e.preventDefault()
          const file = e.dataTransfer.files[0]
          if (file) void uploadFile(file)
        }}
        onPaste={(e) => {
          const file = isUpload && !disabled ? e.clipboardData.files[0] : undefined
          if (file) {
            e.preventDefault()
            void uploadFile(file)
          }
        }}
      >
        {refs.map((r, i) => {
          const key = `${refCollection(r, relationTo[0]!)}:${String(refId(r))}`
          const choice = known.get(key)
          const mime = typeof choice?.doc.mimeType === 'string' ? choice.doc.mimeType : ''
          return (
            <span key={key} className="relationship__chosen" data-testid={`chosen-${path}`}>
              {field.type === 'upload' &&
                IMAGE_TYPES.includes(mime) &&
                typeof (choice?.doc.thumbnailURL ?? choice?.doc.url) === 'string' && (
                  <img
                    className="relationship__thumb"
                    src={String(choice?.doc.thumbnailURL ?? choice?.doc.url)}
                    alt=""
                  />
                )}
              <span>
                {polymorphic && (
                  <small>{singularLabel(findEntity(schema, 'collection', refCollection(r, ''))!, language)}: </small>
                )}
                {choice?.title ?? String(refId(r))}
                {typeof choice?.doc.filesize === 'number' && <small> · {formatFileSize(choice.doc.filesize)}</small>}
              </span>
              {!disabled && (
                <button type="button" aria-label={t('general:remove')} onClick={() => remove(i)}>
                  ×
                </button>
              )}
            </span>
          )
        })}
        {!disabled && (field.hasMany || refs.length === 0) && (
          <div className="relationship__picker">
            <input
              className="input"
              type="search"
              placeholder={t('general:searchBy', { label: '' }).trim()}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              aria-label={t('general:selectValue')}
              data-testid={`search-${path}`}
            />
            <select
              id={fieldId(path)}
              className="select"
              value=""
              onChange={(e) => choose(e.target.value)}
              data-testid={`select-${path}`}
            >
              <option value="">{t('general:selectValue')}</option>
              {choices
                .filter((c) => !selectedKeys.has(c.key))
                .map((c) => (
                  <option key={c.key} value={c.key}>
                    {polymorphic ? `${c.relationTo}: ` : ''}
                    {c.title}
                  </option>
                ))}
            </select>
            {isUpload && (
              <label className="btn btn--secondary btn--small relationship__upload">
                {t('upload:selectFile')}
                <input
                  type="file"
                  className="visually-hidden"
                  accept={(
                    findEntity(schema, 'collection', relationTo[0]!)?.upload as { mimeTypes?: string[] } | undefined
                  )?.mimeTypes?.join(',')}
                  onChange={(e) => {
                    const file = e.target.files?.[0]
                    if (file) void uploadFile(file)
                    e.target.value = ''
                  }}
                  data-testid={`upload-${path}`}
                />
              </label>
            )}
          </div>
        )}
      </div>
    </FieldShell>
  )
}
