/**
 * The link dialog, as Payload's LinkFeature has it: a custom URL or an internal link to a document of the
 * collections the field enables (chosen in the document picker), "Open in new tab" and the feature's own
 * fields. A modal labelled by its title: focus moves in and stays there, Escape closes it. A URL that is
 * empty or leads nowhere is said so under it, and the dialog stays open with what was typed.
 */
import { Button } from '@renderer/ui/Button/Button'
import { useId, useState } from 'react'
import { createPortal } from 'react-dom'
import type { FolioClientField } from '@shared/protocol'
import { Checkbox } from '@renderer/ui/Checkbox/Checkbox'
import { Modal } from '@renderer/ui/Modal/Modal'
import { useFieldContext } from '@renderer/fields/common/context'
import { FormStore } from '@renderer/core/form/form-store'
import type { LinkFields } from '../../nodes'
import { InternalLinkChooser, type LinkedDoc } from './InternalLinkChooser'
import { extraLinkValues, LinkExtraFields } from './LinkExtraFields'
import { checkLinkUrl } from './link-url'
import { useEditorSettled } from '../../shared/use-editor-settled'

export function LinkForm(props: {
  initial: LinkFields
  /** Whether the selection is in a link already (the title says Edit, and Remove is offered). */
  editing: boolean
  collections: string[]
  /** The link feature's own fields beyond Payload's base ones. */
  extraFields?: FolioClientField[]
  onApply: (fields: LinkFields) => void
  onRemove?: () => void
  onCancel: () => void
  /** Where focus goes once the dialog is gone: the editor, its selection as it was. */
  returnFocus: () => void
}) {
  const { t } = useFieldContext()
  const { initial, collections, extraFields = [] } = props
  const urlId = useId()
  const errorId = useId()
  const [linkType, setLinkType] = useState(collections.length ? initial.linkType : 'custom')
  const [url, setUrl] = useState(initial.url ?? 'https://')
  const [doc, setDoc] = useState<LinkedDoc | null>(initial.doc ?? null)
  const [newTab, setNewTab] = useState(Boolean(initial.newTab))
  const [extraForm] = useState(() => new FormStore(extraLinkValues(extraFields, initial)))
  // Said once Save was tried, and kept up to date as the URL is corrected.
  const [tried, setTried] = useState(false)
  const settled = useEditorSettled()
  const urlCheck = checkLinkUrl(url)
  const urlError =
    !tried || linkType !== 'custom' || urlCheck === 'ok'
      ? null
      : t(urlCheck === 'empty' ? 'validation:required' : 'folio:richText-linkUrlInvalid')
  const apply = () => {
    if (linkType === 'custom' && urlCheck !== 'ok') return setTried(true)
    if (linkType === 'internal' && !doc) return
    const { url: _url, doc: _doc, ...stored } = initial
    const rest = { ...stored, ...(extraFields.length ? (extraForm.getData() as Partial<LinkFields>) : {}) }
    props.onApply(
      linkType === 'custom'
        ? { ...rest, linkType, url: url.trim(), newTab }
        : { ...rest, linkType, doc: { relationTo: doc!.relationTo, value: doc!.value }, newTab },
    )
  }
  if (!settled) return null
  return createPortal(
    <Modal
      title={t(props.editing ? 'fields:editLink' : 'fields:addLink')}
      testId="rt-link-dialog"
      className="rt-link-dialog"
      onCancel={props.onCancel}
      returnFocus={props.returnFocus}
      initialFocus={linkType === 'custom' ? '[data-testid="rt-link-url"]' : undefined}
      actions={
        <>
          {props.onRemove && (
            <Button variant="danger" data-testid="rt-link-remove" onClick={props.onRemove}>
              {t('general:remove')}
            </Button>
          )}
          <Button variant="secondary" data-testid="rt-link-cancel" onClick={props.onCancel}>
            {t('general:cancel')}
          </Button>
          <Button data-testid="rt-link-save" disabled={linkType === 'internal' && !doc} onClick={apply}>
            {t('general:save')}
          </Button>
        </>
      }
    >
      {/* Not a <form>: the field sits inside the document's form. */}
      <div className="rt-link-form">
        {collections.length > 0 && (
          <fieldset className="rt-link-form__types">
            <legend>{t('fields:linkType')}</legend>
            <div className="field__radios">
              {(['custom', 'internal'] as const).map((type) => (
                <label key={type} className="field__radio">
                  <input
                    type="radio"
                    name={`${urlId}-type`}
                    data-testid={`rt-link-type-${type}`}
                    checked={linkType === type}
                    onChange={() => setLinkType(type)}
                  />
                  {t(type === 'custom' ? 'fields:customURL' : 'fields:internalLink')}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        {linkType === 'custom' ? (
          <div className="rt-link-form__url">
            <label htmlFor={urlId}>{t('folio:richText-linkUrl')}</label>
            <input
              id={urlId}
              className="input"
              type="url"
              // An address reads left to right, also in a right-to-left UI ("https://", not "//:https").
              dir="ltr"
              data-testid="rt-link-url"
              value={url}
              aria-invalid={urlError ? true : undefined}
              aria-describedby={urlError ? errorId : undefined}
              onChange={(e) => setUrl(e.target.value)}
              onKeyDown={(e) => {
                if (e.key !== 'Enter') return
                e.preventDefault()
                apply()
              }}
            />
            {urlError && (
              <p id={errorId} role="alert" className="rt-link-form__error" data-testid="rt-link-url-error">
                {urlError}
              </p>
            )}
          </div>
        ) : (
          <InternalLinkChooser doc={doc} collections={collections} onChange={setDoc} />
        )}
        <label className="rt-link-form__new-tab check-label">
          <Checkbox testId="rt-link-new-tab" checked={newTab} onChange={setNewTab} />
          {t('fields:openInNewTab')}
        </label>
        {extraFields.length > 0 && <LinkExtraFields fields={extraFields} form={extraForm} />}
      </div>
    </Modal>,
    document.body,
  )
}
