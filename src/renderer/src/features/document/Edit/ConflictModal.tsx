/**
 * The server's copy changed since it was loaded: the editor chooses, field by field, whose value is
 * saved (a field only the server changed starts on theirs, one this editor changed on the editor's), or
 * cancels, loads theirs, or saves all of their own.
 */
import { useMemo, useState } from 'react'
import type { FolioClientField, FolioSchemaResponse } from '@shared/protocol'
import type { ConflictResolution, Conflict } from '../session/document-writes'
import { conflictFields, type ConflictField, type ConflictSide } from '../session/conflict-merge'
import { Modal, ModalButton } from '../../../ui/Modal/Modal'
import { createRelatedDocs } from '../../../fields/common/related-lookup'
import { useI18n, useT } from '../../../core/i18n/i18n-store'
import { diffVersions } from '../../../core/diff'
import type { FormStore } from '../../../core/form/form-store'
import { labelFromSlug, labelText } from '../../../core/schema/schema'
import { DiffTree } from '../VersionDetail/DiffTree'
import { RelatedTitles } from '../VersionDetail/diff-parts'
import '../VersionDetail/VersionDetail.css'
import './ConflictModal.css'

export function ConflictModal({
  conflict,
  onResolve,
  fields,
  form,
  schema,
}: {
  conflict: Conflict
  onResolve: (choice: ConflictResolution) => void
  fields: FolioClientField[]
  form: FormStore
  schema: FolioSchemaResponse
}) {
  const t = useT()
  const language = useI18n((s) => s.language)
  const { theirs } = conflict
  // Computed once per copy read: the choice is about the form as it was when the conflict was found.
  const differing = useMemo(() => {
    if (!theirs) return null
    try {
      const diff = diffVersions({
        fields,
        compare: theirs,
        current: form.getData(),
        modifiedOnly: true,
        label: (label, name) => labelText(label, language, labelFromSlug(name)),
        t,
      })
      return conflictFields(diff.nodes, {
        here: (path) => form.changedUnder(path),
        there: form.savedDiffersFrom(theirs),
      })
    } catch {
      // A value the diff cannot read: the choice stays theirs or mine as a whole.
      return null
    }
  }, [theirs, fields, form, language, t])
  const picks = useFieldPicks()

  const merge = () => onResolve({ theirs: picks.pathsOn(differing ?? [], 'theirs') })

  return (
    <Modal
      title={t('folio:changedOnServer')}
      testId="conflict-modal"
      className={differing?.length ? 'conflict' : undefined}
      onCancel={() => onResolve('cancel')}
      initialFocus='[data-testid="conflict-cancel"]'
      actions={
        <>
          <ModalButton testId="conflict-cancel" onClick={() => onResolve('cancel')}>
            {t('general:cancel')}
          </ModalButton>
          <ModalButton testId="conflict-reload" onClick={() => window.location.reload()}>
            {t('folio:loadTheirs')}
          </ModalButton>
          <ModalButton testId="conflict-overwrite" onClick={() => onResolve('overwrite')} primary={!differing?.length}>
            {t('folio:overwrite')}
          </ModalButton>
          {differing && differing.length > 0 && (
            <ModalButton testId="conflict-merge" onClick={merge} primary>
              {t('folio:saveChoices')}
            </ModalButton>
          )}
        </>
      }
    >
      <p>{t('folio:changedOnServerText', { time: new Date(conflict.updatedAt).toLocaleString(language) })}</p>
      {theirs === undefined && (
        <p className="conflict__loading" role="status" data-testid="conflict-loading">
          {t('general:loading')}…
        </p>
      )}
      {differing && differing.length > 0 && <FieldChoices fields={differing} picks={picks} schema={schema} />}
    </Modal>
  )
}

/** The editor's choice per field, starting on each field's preferred side. */
export function useFieldPicks() {
  const [picked, setPicked] = useState<Record<string, ConflictSide>>({})
  const sideOf = (field: ConflictField) => picked[field.path] ?? field.preferred
  return {
    sideOf,
    pick: (path: string, side: ConflictSide) => setPicked((p) => ({ ...p, [path]: side })),
    /** The paths of the fields left or put on `side`. */
    pathsOn: (fields: readonly ConflictField[], side: ConflictSide) =>
      fields.filter((f) => sideOf(f) === side).map((f) => f.path),
  }
}

/**
 * The per-field choice between the server's value and the editor's, each field's diff above its two
 * options: asked by the changed-on-server check and by a restore of a kept draft.
 */
export function FieldChoices({
  fields,
  picks,
  schema,
}: {
  fields: readonly ConflictField[]
  picks: ReturnType<typeof useFieldPicks>
  schema: FolioSchemaResponse
}) {
  const t = useT()
  const language = useI18n((s) => s.language)
  const relatedTitles = useMemo(() => ({ docs: createRelatedDocs(schema), schema, language }), [schema, language])
  return (
    <RelatedTitles.Provider value={relatedTitles}>
      <p>{t('folio:chooseFieldVersions')}</p>
      <div className="conflict__heads" aria-hidden="true">
        <span>{t('folio:theirVersion')}</span>
        <span>{t('folio:yourVersion')}</span>
      </div>
      <ul className="conflict__fields" data-testid="conflict-fields">
        {fields.map((field) => {
          const side = picks.sideOf(field)
          return (
            <li key={field.path} className="conflict__field" data-testid={`conflict-field-${field.path}`}>
              <fieldset>
                <legend>
                  {field.label}
                  <span className="conflict__who">
                    {field.changedHere && field.changedThere
                      ? t('folio:changedBoth')
                      : field.changedHere
                        ? t('folio:changedHere')
                        : t('folio:changedOnServer')}
                  </span>
                </legend>
                <DiffTree nodes={[{ ...field.node, label: '' }]} />
                <div className="conflict__sides">
                  {(['theirs', 'mine'] as const).map((option) => (
                    <label key={option}>
                      <input
                        type="radio"
                        name={`conflict-${field.path}`}
                        checked={side === option}
                        onChange={() => picks.pick(field.path, option)}
                        data-testid={`conflict-${option}-${field.path}`}
                      />
                      {option === 'theirs' ? t('folio:useTheirs') : t('folio:keepYours')}
                    </label>
                  ))}
                </div>
              </fieldset>
            </li>
          )
        })}
      </ul>
    </RelatedTitles.Provider>
  )
}
