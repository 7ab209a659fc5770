/** The copy-to-locale dialog: the target locale, all or chosen fields, and whether to overwrite. */
import { useId, useMemo, useState } from 'react'
import { useDocumentSession } from '../../session/use-document-session'
import { ConfirmModal } from '../../../../ui/Modal/ConfirmModal'
import { Select } from '../../../../ui/Select/Select'
import { useI18n, useT } from '../../../../core/i18n/i18n-store'
import { useFormModified } from '../../../../core/form/use-field'
import { labelText } from '../../../../core/schema/schema'
import { copyableFields, type CopyOptions } from './copy-locale'
import { FieldChecklist } from './FieldChecklist'
import { useCopyAccess } from './use-copy-access'
import { Checkbox } from '../../../../ui/Checkbox/Checkbox'

interface Props {
  from: string
  onCancel: () => void
  onCopy: (to: string, options: CopyOptions) => void
}

export function CopyToLocaleModal({ from, onCancel, onCopy }: Props) {
  const doc = useDocumentSession('entity', 'form', 'localization', 'target')
  const t = useT()
  const language = useI18n((s) => s.language)
  const targetId = useId()
  const modified = useFormModified(doc.form)
  const locales = useMemo(() => (doc.localization ? doc.localization.locales : []), [doc.localization])
  const labelOf = (code: string) => labelText(locales.find((l) => l.code === code)?.label, language, code)
  const [to, setTo] = useState('')
  const [onlyChosen, setOnlyChosen] = useState(false)
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set())
  const [overwrite, setOverwrite] = useState(false)
  const codes = useMemo(() => locales.map((l) => l.code), [locales])
  const access = useCopyAccess(doc.target, codes, language)
  const fields = useMemo(
    () =>
      access && to
        ? copyableFields(doc.entity?.fields ?? [], { read: access[from], update: access[to] }, language)
        : [],
    [access, to, from, doc.entity, language],
  )
  const keys = onlyChosen
    ? new Set(fields.map((f) => f.key).filter((k) => chosen.has(k)))
    : new Set(fields.map((f) => f.key))
  const ready = Boolean(to) && access !== null && keys.size > 0

  return (
    <ConfirmModal
      title={t('localization:copyToLocale')}
      testIds={{ dialog: 'copy-to-locale-modal', cancel: 'copy-to-locale-cancel', confirm: 'copy-to-locale-apply' }}
      confirmLabel={t('general:copy')}
      confirmDisabled={!ready}
      onConfirm={() => onCopy(to, { keys, overwrite })}
      onCancel={onCancel}
      initialFocus='[data-testid="copy-to-locale-target"]'
    >
      <div className="copy-locale__form">
        <p data-testid="copy-to-locale-from" aria-live="polite">
          {to
            ? t('localization:copyFromTo', { from: labelOf(from), to: labelOf(to) })
            : `${t('localization:copyFrom')}: ${labelOf(from)}`}
        </p>
        <label htmlFor={targetId}>{t('localization:copyTo')}</label>
        <Select
          id={targetId}
          label={t('localization:copyTo')}
          value={to}
          options={locales.filter((l) => l.code !== from).map((l) => ({ value: l.code, label: labelOf(l.code) }))}
          placeholder={t('localization:selectLocaleToCopy')}
          onChange={setTo}
          testId="copy-to-locale-target"
        />
        {to && (
          <FieldChecklist
            fields={fields}
            loading={access === null}
            onlyChosen={onlyChosen}
            onOnlyChosen={setOnlyChosen}
            chosen={chosen}
            onChosen={setChosen}
          />
        )}
        <label className="check-label">
          <Checkbox checked={overwrite} onChange={setOverwrite} testId="copy-to-locale-overwrite" />
          {t('general:overwriteExistingData')}
        </label>
        {modified && (
          <p className="copy-locale__notice" role="note" data-testid="copy-to-locale-unsaved">
            {t('folio:copyUnsavedKept', { locale: labelOf(from) })}
          </p>
        )}
      </div>
    </ConfirmModal>
  )
}
