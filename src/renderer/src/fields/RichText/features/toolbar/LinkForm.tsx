/**
 * The link form, as Payload's LinkFeature has it: a custom URL or an internal link to a document of the
 * collections the field enables (chosen in the document picker), and "Open in new tab".
 */
import { useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { useFieldContext } from '@renderer/fields/context'
import { findEntity, singularLabel } from '@renderer/lib/schema'
import type { LinkFields } from '../../nodes'
import { DocumentPicker } from '../../shared/DocumentPicker'
import { useDocTitle } from '../../shared/use-doc-title'

type Doc = NonNullable<LinkFields['doc']>

function ChosenDoc({ doc }: { doc: Doc }) {
  const { schema, language } = useFieldContext()
  const { title } = useDocTitle(doc.relationTo, doc.value)
  const entity = findEntity(schema, 'collection', doc.relationTo)
  return (
    <span className="rt-link-form__doc" data-testid="rt-link-doc">
      {entity ? singularLabel(entity, language) : doc.relationTo}: {title}
    </span>
  )
}

export function LinkForm(props: {
  initial: LinkFields
  collections: string[]
  onApply: (fields: LinkFields) => void
  onRemove?: () => void
  onCancel: () => void
}) {
  const { t } = useFieldContext()
  const { initial, collections } = props
  const [linkType, setLinkType] = useState(collections.length ? initial.linkType : 'custom')
  const [url, setUrl] = useState(initial.url ?? 'https://')
  const [doc, setDoc] = useState<Doc | null>(initial.doc ?? null)
  const [newTab, setNewTab] = useState(Boolean(initial.newTab))
  const [picking, setPicking] = useState(false)
  const chooseButton = useRef<HTMLButtonElement>(null)
  const ready = linkType === 'custom' ? url.trim() !== '' : doc !== null
  const apply = () => {
    if (!ready) return
    const { url: _url, doc: _doc, ...rest } = initial
    props.onApply(
      linkType === 'custom'
        ? { ...rest, linkType, url: url.trim(), newTab }
        : { ...rest, linkType, doc: { relationTo: doc!.relationTo, value: doc!.value }, newTab },
    )
  }
  const closePicker = () => {
    setPicking(false)
    chooseButton.current?.focus()
  }
  return (
    // Not a <form>: the field sits inside the document's form.
    <div
      className="rt-toolbar__link-form"
      role="group"
      aria-label={t('folio:richText-link')}
      onKeyDown={(e) => e.key === 'Escape' && !picking && props.onCancel()}
    >
      {collections.length > 0 && (
        <div className="rt-link-form__types" role="radiogroup" aria-label={t('folio:richText-link')}>
          {(['custom', 'internal'] as const).map((type) => (
            <label key={type}>
              <input
                type="radio"
                name="rt-link-type"
                data-testid={`rt-link-type-${type}`}
                checked={linkType === type}
                onChange={() => setLinkType(type)}
              />
              {t(type === 'custom' ? 'fields:customURL' : 'fields:internalLink')}
            </label>
          ))}
        </div>
      )}
      {linkType === 'custom' ? (
        <input
          autoFocus
          type="url"
          aria-label={t('folio:richText-linkUrl')}
          data-testid="rt-link-url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return
            e.preventDefault()
            apply()
          }}
        />
      ) : (
        <div className="rt-link-form__internal">
          {doc && <ChosenDoc doc={doc} />}
          <button
            ref={chooseButton}
            type="button"
            className="btn btn--small"
            data-testid="rt-link-choose"
            onClick={() => setPicking(true)}
          >
            {t('fields:chooseDocumentToLink')}
          </button>
        </div>
      )}
      <label className="rt-link-form__new-tab">
        <input
          type="checkbox"
          data-testid="rt-link-new-tab"
          checked={newTab}
          onChange={(e) => setNewTab(e.target.checked)}
        />
        {t('fields:openInNewTab')}
      </label>
      <div className="rt-link-form__actions">
        <button type="button" className="btn btn--small" data-testid="rt-link-save" disabled={!ready} onClick={apply}>
          {t('general:save')}
        </button>
        {props.onRemove && (
          <button type="button" className="btn btn--small" data-testid="rt-link-remove" onClick={props.onRemove}>
            {t('general:remove')}
          </button>
        )}
      </div>
      {picking &&
        createPortal(
          <DocumentPicker
            title={t('fields:chooseDocumentToLink')}
            collections={collections}
            onClose={closePicker}
            onPick={(relationTo, value) => {
              setDoc({ relationTo, value })
              closePicker()
            }}
          />,
          document.body,
        )}
    </div>
  )
}
