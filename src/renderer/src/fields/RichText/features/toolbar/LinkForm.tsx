/**
 * The link form, as Payload's LinkFeature has it: a custom URL or an internal link to a document of the
 * collections the field enables (chosen in the document picker), and "Open in new tab".
 */
import { Button } from '@renderer/ui/Button/Button'
import { useState } from 'react'
import type { FolioClientField } from '@shared/protocol'
import { Checkbox } from '@renderer/ui/Checkbox/Checkbox'
import { useFieldContext } from '@renderer/fields/common/context'
import { FormStore } from '@renderer/core/form/form-store'
import type { LinkFields } from '../../nodes'
import { InternalLinkChooser, type LinkedDoc } from './InternalLinkChooser'
import { extraLinkValues, LinkExtraFields } from './LinkExtraFields'

export function LinkForm(props: {
  initial: LinkFields
  collections: string[]
  /** The link feature's own fields beyond Payload's base ones. */
  extraFields?: FolioClientField[]
  onApply: (fields: LinkFields) => void
  onRemove?: () => void
  onCancel: () => void
}) {
  const { t } = useFieldContext()
  const { initial, collections, extraFields = [] } = props
  const [linkType, setLinkType] = useState(collections.length ? initial.linkType : 'custom')
  const [url, setUrl] = useState(initial.url ?? 'https://')
  const [doc, setDoc] = useState<LinkedDoc | null>(initial.doc ?? null)
  const [newTab, setNewTab] = useState(Boolean(initial.newTab))
  const [picking, setPicking] = useState(false)
  const [extraForm] = useState(() => new FormStore(extraLinkValues(extraFields, initial)))
  const ready = linkType === 'custom' ? url.trim() !== '' : doc !== null
  const apply = () => {
    if (!ready) return
    const { url: _url, doc: _doc, ...stored } = initial
    const rest = { ...stored, ...(extraFields.length ? (extraForm.getData() as Partial<LinkFields>) : {}) }
    props.onApply(
      linkType === 'custom'
        ? { ...rest, linkType, url: url.trim(), newTab }
        : { ...rest, linkType, doc: { relationTo: doc!.relationTo, value: doc!.value }, newTab },
    )
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
        <InternalLinkChooser doc={doc} collections={collections} onChange={setDoc} onPicking={setPicking} />
      )}
      <label className="rt-link-form__new-tab check-label">
        <Checkbox testId="rt-link-new-tab" checked={newTab} onChange={setNewTab} />
        {t('fields:openInNewTab')}
      </label>
      {extraFields.length > 0 && <LinkExtraFields fields={extraFields} form={extraForm} />}
      <div className="rt-link-form__actions">
        <Button size="small" data-testid="rt-link-save" disabled={!ready} onClick={apply}>
          {t('general:save')}
        </Button>
        {props.onRemove && (
          <Button variant="danger" size="small" data-testid="rt-link-remove" onClick={props.onRemove}>
            {t('general:remove')}
          </Button>
        )}
      </div>
    </div>
  )
}
