/**
 * The richText field: a Lexical editor writing exactly the JSON Payload's richtext-lexical stores,
 * with the features the field enables in the schema (extras.richText).
 */
import { Button } from '@renderer/ui/Button/Button'
import { useContext, useMemo } from 'react'
import { useParams } from 'react-router-dom'
import type { FolioClientField } from '@shared/protocol'
import { useFieldContext } from '../common/context'
import { FieldShell, fieldLabel } from '../common/FieldShell'
import { findRichTextConfig, RichTextScopeContext, RichTextSettingsContext, settingsFrom } from './config'
import { useRichTextEditor } from './load-editor'
import './field.css'

export function RichTextField({ field, path }: { field: FolioClientField; path: string }) {
  const { form, schema, readOnly, language, t } = useFieldContext()
  const { slug, id } = useParams()
  const fieldReadOnly = readOnly || Boolean((field.admin as { readOnly?: boolean } | undefined)?.readOnly)
  const scope = useContext(RichTextScopeContext)
  const load = useRichTextEditor()
  const settings = useMemo(
    () => settingsFrom(findRichTextConfig(schema, slug, path, form, scope), schema, fieldReadOnly, path, id),
    [schema, slug, id, path, form, fieldReadOnly, scope],
  )
  return (
    <FieldShell field={field} path={path} as="fieldset">
      <RichTextSettingsContext.Provider value={settings}>
        {load.state === 'loaded' ? (
          <load.editor.RichTextEditor form={form} path={path} label={fieldLabel(field, language)} />
        ) : load.state === 'failed' ? (
          // The field's value stays in the form, untouched, and is saved with it; only the editor is missing.
          <div className="rich-text rich-text--failed" role="alert" data-testid={`rich-text-failed-${path}`}>
            <p>{t('folio:richTextEditorFailed')}</p>
            <Button variant="secondary" size="small" onClick={load.retry}>
              {t('folio:retry')}
            </Button>
          </div>
        ) : (
          <div className="rich-text rich-text--loading" data-testid={`rich-text-loading-${path}`} />
        )}
      </RichTextSettingsContext.Provider>
    </FieldShell>
  )
}
