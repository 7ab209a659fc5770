/**
 * The bulk upload drawer, opened from an upload collection's list or an upload field with files dropped or
 * picked: each file with its state and, for the chosen one, its own form (the collection's fields, by the
 * ordinary renderers). Refused files say why and are never sent; "Upload" starts once every form is
 * complete; a failed file keeps its form and can be tried again; closing with files unsent asks first.
 */
import { Button } from '@renderer/ui/Button/Button'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import type { FolioClientEntity, FolioClientField, FolioSchemaResponse } from '@shared/protocol'
import { FieldContext, type FieldContextValue } from '../../common/context'
import type { RenderFieldList } from '../../common/field-renderer'
import '../../fields.css'
import { useI18n, useT } from '../../../core/i18n/i18n-store'
import { formatFileSize } from '../../../core/lib/format'
import { findEntity } from '../../../core/schema/schema'
import { fileProblemText, uploadRulesOf } from '../../../core/upload/file-checks'
import { useSchemaStore } from '../../../core/stores/schema-store'
import { toast } from '../../../core/stores/toast-store'
import { ConfirmModal } from '../../../ui/Modal/ConfirmModal'
import { Dialog } from '../../../ui/Modal/Dialog'
import { PickFiles } from './file-drop'
import { isEditable, queueCounts, unsent, type QueueItem } from './queue'
import { useBulkUpload, type BulkUpload } from './use-bulk-upload'
import './BulkUpload.css'
import { DrawerHeader } from '../../../ui/Modal/DrawerHeader'

/** What Payload derives from the file itself: not part of the form an editor fills. */
const FILE_FIELDS = new Set([
  'file',
  'filename',
  'mimeType',
  'filesize',
  'width',
  'height',
  'url',
  'thumbnailURL',
  'focalX',
  'focalY',
  'sizes',
])

export interface BulkUploadDialogProps {
  /** The upload collection the files become documents of. */
  slug: string
  files: readonly File[]
  /** The field renderer of the surrounding form, or RenderFields itself. */
  renderFields: RenderFieldList
  /** A single upload field takes one file. */
  max?: number
  /** Values every file's form starts with (the folder browsed). */
  initial?: Record<string, unknown>
  /** Each document as soon as it is made. */
  onUploaded: (doc: Record<string, unknown>) => void
  onClose: () => void
}

export function BulkUploadDialog(props: BulkUploadDialogProps) {
  const schema = useSchemaStore((s) => s.schema)
  const entity = schema ? findEntity(schema, 'collection', props.slug) : undefined
  if (!schema || !entity) return null
  // Outside the document's own <form> in the page: Enter in a file's form submits that form alone.
  return createPortal(<BulkUploadDrawer {...props} schema={schema} entity={entity} />, document.body)
}

function BulkUploadDrawer({
  slug,
  files,
  renderFields,
  max,
  initial,
  onUploaded,
  onClose,
  schema,
  entity,
}: BulkUploadDialogProps & { schema: FolioSchemaResponse; entity: FolioClientEntity }) {
  const t = useT()
  const language = useI18n((s) => s.language)
  const titleId = useId()
  const fields = useMemo(
    () => entity.fields.filter((f: FolioClientField) => !(f.name && FILE_FIELDS.has(f.name))),
    [entity.fields],
  )
  const rules = useMemo(
    () => uploadRulesOf(entity.upload, schema.extras.uploadFileSizeLimit),
    [entity.upload, schema.extras.uploadFileSizeLimit],
  )
  const uploaded = useRef(0)
  const bulk = useBulkUpload({
    slug,
    fields,
    rules,
    drafts: Boolean(schema.extras.collections[slug]?.drafts),
    language,
    t,
    max,
    initial,
    initialFiles: files,
    onUploaded: (doc) => {
      uploaded.current += 1
      onUploaded(doc)
    },
  })
  const { items } = bulk
  const [selected, setSelected] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const formBox = useRef<HTMLDivElement>(null)

  const current = items.find((i) => i.key === selected) ?? items.find((i) => i.state !== 'refused')
  const counts = queueCounts(items)

  // Everything sent: the drawer closes by itself and says so.
  const finished =
    counts.done > 0 &&
    counts.running === 0 &&
    counts.failed === 0 &&
    counts.ready === 0 &&
    !items.some((i) => i.state === 'cancelled')
  const closed = useRef(false)
  useEffect(() => {
    if (!finished || closed.current) return
    closed.current = true
    toast.success(t('folio:filesUploaded', { count: uploaded.current }))
    onClose()
  }, [finished, onClose, t])

  // Closing or reloading the window with files unsent asks first, as the edit view does for its changes.
  const hasUnsent = unsent(items).length > 0
  useEffect(() => {
    if (!hasUnsent) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [hasUnsent])

  /** An incomplete form: its file is shown and its first invalid field focused. */
  const showInvalid = (key: string | null) => {
    if (key === null) return
    setSelected(key)
    requestAnimationFrame(() => formBox.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
  }

  const requestClose = () => (hasUnsent ? setConfirming(true) : onClose())
  const context: FieldContextValue | null = current
    ? {
        form: bulk.formOf(current.key),
        schema,
        language,
        t,
        readOnly: !isEditable(current.state),
        document: { kind: 'collection', slug },
      }
    : null

  return (
    <Dialog
      variant="drawer"
      className="bulk-upload"
      labelledBy={titleId}
      testId="bulk-upload"
      onCancel={requestClose}
      initialFocus=".bulk-upload__form :is(input, textarea, select)"
    >
      <form
        className="bulk-upload__body"
        onSubmit={(e) => {
          e.preventDefault()
          // React sends events up through the tree: unstopped, Enter here also saved the document around a field.
          e.stopPropagation()
          if (counts.ready > 0) showInvalid(bulk.start())
        }}
      >
        <DrawerHeader block="bulk-upload" titleId={titleId} onClose={requestClose} closeTestId="bulk-upload-close">
          {t('upload:bulkUpload')}
        </DrawerHeader>
        <div className="bulk-upload__columns">
          <ul className="bulk-upload__files" aria-label={t('upload:filesToUpload')}>
            {items.map((item) => (
              <FileRow
                key={item.key}
                item={item}
                current={item.key === current?.key}
                bulk={bulk}
                onSelect={() => setSelected(item.key)}
                onRetry={() => showInvalid(bulk.retry(item.key))}
              />
            ))}
          </ul>
          {current && context && (
            <section className="bulk-upload__form" aria-label={current.name} ref={formBox} data-testid="bulk-form">
              <h3 className="bulk-upload__form-title">{current.name}</h3>
              {current.state === 'refused' ? (
                <p>{refusedText(current, t, language)}</p>
              ) : (
                <>
                  <FieldContext.Provider key={current.key} value={context}>
                    {renderFields({ fields, path: '' })}
                  </FieldContext.Provider>
                  {items.filter((i) => i.state !== 'refused').length > 1 && isEditable(current.state) && (
                    <p className="bulk-upload__apply">
                      <Button
                        variant="secondary"
                        size="small"
                        onClick={() => bulk.applyToAll(current.key)}
                        data-testid="bulk-apply-all"
                      >
                        {t('folio:filesApplyToAll')}
                      </Button>
                      <span className="bulk-upload__hint">{t('folio:filesApplyToAllHint')}</span>
                    </p>
                  )}
                </>
              )}
            </section>
          )}
        </div>
        <footer className="bulk-upload__actions">
          <p className="bulk-upload__status" role="status" data-testid="bulk-status">
            {counts.running > 0
              ? t('general:uploadingBulk', { current: counts.done + 1, total: counts.done + counts.running })
              : counts.failed > 0
                ? t('folio:filesSomeFailed', { count: counts.failed })
                : ''}
          </p>
          {(max === undefined || items.length < max) && (
            <PickFiles
              label={t('upload:addFiles')}
              testId="bulk-add-input"
              accept={rules.mimeTypes?.join(',')}
              onFiles={bulk.add}
            />
          )}
          {counts.failed > 0 && counts.running === 0 && (
            <Button variant="secondary" onClick={() => showInvalid(bulk.retry())} data-testid="bulk-retry-failed">
              {t('folio:filesRetryFailed', { count: counts.failed })}
            </Button>
          )}
          {(counts.running > 0 || counts.ready > 0) && (
            <Button variant="secondary" onClick={bulk.cancelAll} data-testid="bulk-cancel-all">
              {t('folio:filesCancelAll')}
            </Button>
          )}
          <Button type="submit" disabled={counts.ready === 0} data-testid="bulk-start">
            {t('folio:filesStart', { count: counts.ready })}
          </Button>
        </footer>
      </form>
      {confirming && (
        <ConfirmModal
          title={t('folio:filesDiscardTitle')}
          testIds={{ dialog: 'bulk-discard', cancel: 'bulk-discard-keep', confirm: 'bulk-discard-confirm' }}
          cancelLabel={t('general:stayOnThisPage')}
          confirmLabel={t('general:leaveWithoutSaving')}
          onCancel={() => setConfirming(false)}
          onConfirm={onClose}
          danger
        >
          <p>{t('folio:filesDiscardText', { count: unsent(items).length })}</p>
        </ConfirmModal>
      )}
    </Dialog>
  )
}

function refusedText(item: QueueItem, t: ReturnType<typeof useT>, language: string): string {
  return item.problem ? fileProblemText(item.problem, t, language) : ''
}

const STATE_LABEL: Record<QueueItem['state'], string> = {
  refused: 'folio:filesRefused',
  ready: 'folio:filesReady',
  waiting: 'folio:filesWaiting',
  uploading: 'general:uploading',
  done: 'folio:filesDone',
  failed: 'folio:filesFailed',
  cancelled: 'folio:filesCancelled',
}

function FileRow({
  item,
  current,
  bulk,
  onSelect,
  onRetry,
}: {
  item: QueueItem
  current: boolean
  bulk: BulkUpload
  onSelect: () => void
  onRetry: () => void
}) {
  const t = useT()
  const language = useI18n((s) => s.language)
  return (
    <li
      className={`bulk-upload__file bulk-upload__file--${item.state}${current ? ' bulk-upload__file--current' : ''}`}
      data-testid="bulk-file"
      data-state={item.state}
      data-name={item.name}
    >
      <button
        type="button"
        className="bulk-upload__file-pick"
        aria-current={current || undefined}
        onClick={onSelect}
        data-testid="bulk-file-pick"
      >
        <span className="bulk-upload__file-name">{item.name}</span>
        <span className="bulk-upload__file-size">{formatFileSize(item.size, language)}</span>
      </button>
      <span className="bulk-upload__file-state" data-testid="bulk-file-state">
        {t(STATE_LABEL[item.state])}
      </span>
      {item.state === 'refused' && (
        <p className="bulk-upload__file-error" role="alert" data-testid="bulk-file-problem">
          {refusedText(item, t, language)}
        </p>
      )}
      {item.state === 'failed' && item.error && (
        <p className="bulk-upload__file-error" role="alert" data-testid="bulk-file-error">
          {item.error}
        </p>
      )}
      <span className="bulk-upload__file-actions">
        {item.state === 'failed' && (
          <Button variant="secondary" size="small" onClick={onRetry} data-testid="bulk-file-retry">
            {t('folio:retry')}
          </Button>
        )}
        {(item.state === 'ready' || item.state === 'waiting' || item.state === 'failed') && (
          <Button variant="secondary" size="small" onClick={() => bulk.cancel(item.key)} data-testid="bulk-file-cancel">
            {t('general:cancel')}
          </Button>
        )}
        {item.state === 'cancelled' && (
          <Button
            variant="secondary"
            size="small"
            onClick={() => bulk.restore(item.key)}
            data-testid="bulk-file-restore"
          >
            {t('folio:filesRestore')}
          </Button>
        )}
        {(item.state === 'refused' || item.state === 'cancelled') && (
          <Button variant="danger" size="small" onClick={() => bulk.remove(item.key)} data-testid="bulk-file-remove">
            {t('general:remove')}
          </Button>
        )}
      </span>
    </li>
  )
}
