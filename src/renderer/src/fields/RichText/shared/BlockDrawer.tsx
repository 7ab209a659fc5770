/**
 * A drawer with a block's fields, rendered by the ordinary field renderers bound to a small form of
 * its own. Each change is validated with the field rules at once (errors show, typing is never
 * blocked) and by the server after a pause (custom validators, conditions); a new block gets its
 * defaults from the server. Save applies the data as it is, as Payload's inline-block form does (no
 * validation on submit).
 */
import { Button } from '@renderer/ui/Button/Button'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import type { FieldError } from '@shared/api'
import type { FolioClientBlock } from '@shared/protocol'
import { Dialog } from '@renderer/ui/Modal/Dialog'
import { FormStore } from '@renderer/core/form/form-store'
import { blockFormStateRequest, invokeApi, type BlockFormStateAsk, type DocumentTarget } from '@renderer/core/requests'
import { validateDocument } from '@renderer/core/validation'
import { FieldContext, useFieldContext } from '@renderer/fields/common/context'
import { useFieldRenderer } from '@renderer/fields/common/field-renderer'
import { apiErrorText } from '@renderer/core/i18n/api-error-text'
import { RichTextScopeContext } from '../config'
import { connectBlockFormState } from './block-form-state'
import { blockLabel, hasRelationFields, ownFields } from './blocks'
import './drawer.css'
import { DrawerHeader } from '../../../ui/Modal/DrawerHeader'

/** Focus starts in the block's first field (the close button in the header comes before it). */
const FIRST_FIELD = '.block-drawer__body :is(input, textarea, select, [contenteditable="true"])'

export function BlockDrawer({
  block,
  data,
  onSave,
  onClose,
  readOnly,
  formState,
  scope,
  isNew,
  onDefaults,
  serverErrors,
}: {
  block: FolioClientBlock
  data: Record<string, unknown>
  onSave: (data: Record<string, unknown>) => void
  onClose: () => void
  readOnly: boolean
  /** Where the server's form state for the block's fields is asked; without it, only the field rules run. */
  formState?: { target: DocumentTarget; schemaPath: string }
  /** The block's schema path, under which the schema describes its rich-text fields. */
  scope: string | null
  /** The block was just inserted: its defaults are asked for. */
  isNew: boolean
  onDefaults: (defaults: Record<string, unknown>) => void
  /** What the server found wrong with the block when the document's save was refused. */
  serverErrors?: FieldError[]
}) {
  const parent = useFieldContext()
  const renderFields = useFieldRenderer()
  const { t, language } = parent
  const fields = useMemo(() => ownFields(block), [block])
  const filtered = useMemo(() => hasRelationFields(fields), [fields])
  // The block's own form, made when the drawer opens: its id and blockType stay out of it and are put back on save.
  const [form] = useState(() => {
    const { id: _id, blockType: _type, ...rest } = data
    return new FormStore(rest)
  })
  const titleId = useId()
  /** Why the server's defaults and checks are missing, while they are. */
  const [failure, setFailure] = useState<string | null>(null)

  const editable = !parent.readOnly && !readOnly
  const { locale, form: documentForm } = parent
  // A new block's defaults are asked for until they are answered (a reconnect asks again, never after).
  const defaultsWanted = useRef(isNew)
  // The errors the drawer opened with; later ones come from its own form state.
  const initialErrors = useRef(serverErrors)
  const latestOnDefaults = useRef(onDefaults)
  useEffect(() => {
    latestOnDefaults.current = onDefaults
  })
  useEffect(() => {
    const send = formState
      ? (blockData: Record<string, unknown>, ask: BlockFormStateAsk) =>
          invokeApi(
            blockFormStateRequest(formState.target, {
              schemaPath: formState.schemaPath,
              data: blockData,
              documentData: documentForm.getData() as Record<string, unknown>,
              ask,
              filterOptions: filtered,
              locale,
              language,
            }),
          )
      : null
    return connectBlockFormState({
      form,
      send,
      localErrors: () => validateDocument(fields, form.getData() as Record<string, unknown>, t),
      isNew: defaultsWanted.current,
      filtered,
      serverErrors: initialErrors.current,
      editable,
      onDefaults: (defaults) => {
        defaultsWanted.current = false
        latestOnDefaults.current(defaults)
      },
      onFailure: (error) =>
        setFailure(error ? t('folio:blockFormStateFailed', { reason: apiErrorText(error, t) }) : null),
    })
  }, [form, documentForm, fields, filtered, t, formState, locale, language, editable])

  const save = () => {
    onSave({ ...(form.getData() as Record<string, unknown>), id: data.id, blockType: block.slug })
  }

  return (
    <Dialog
      variant="drawer"
      className="block-drawer"
      labelledBy={titleId}
      testId="block-drawer"
      onCancel={onClose}
      initialFocus={FIRST_FIELD}
    >
      <DrawerHeader block="block-drawer" titleId={titleId} onClose={onClose}>
        {blockLabel(block, language)}
      </DrawerHeader>
      <form
        className="block-drawer__body"
        onSubmit={(e) => {
          e.preventDefault()
          // React sends events up through portals: unstopped, this submit also saved the document.
          e.stopPropagation()
          if (!readOnly) save()
        }}
      >
        {failure && (
          <p className="block-drawer__error" role="alert" data-testid="block-drawer-error">
            {failure}
          </p>
        )}
        <FieldContext.Provider value={{ ...parent, form, readOnly: parent.readOnly || readOnly }}>
          <RichTextScopeContext.Provider value={scope}>
            {renderFields({ fields, path: '' })}
          </RichTextScopeContext.Provider>
        </FieldContext.Provider>
        <div className="block-drawer__actions">
          <Button type="submit" data-testid="block-drawer-save" disabled={readOnly}>
            {t('general:save')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('general:cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
