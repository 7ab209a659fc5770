/**
 * The richText field: a Lexical editor writing exactly the JSON Payload's richtext-lexical stores,
 * with the features the field enables in the schema (extras.richText).
 */
import { lazy, Suspense, useContext, useMemo } from 'react'
import { useParams } from 'react-router-dom'
import type { FolioClientField } from '@shared/protocol'
import { useFieldContext } from '../context'
import { FieldShell, fieldLabel } from '../FieldShell'
import { findRichTextConfig, RichTextScopeContext, RichTextSettingsContext, settingsFrom } from './config'

// Lexical loads with the first rich-text field, not with the app.
const RichTextEditor = lazy(() => import('./Editor').then((m) => ({ default: m.RichTextEditor })))

export function RichTextField({ field, path }: { field: FolioClientField; path: string }) {
  const { form, schema, readOnly, language } = useFieldContext()
  const { slug, id } = useParams()
  const fieldReadOnly = readOnly || Boolean((field.admin as { readOnly?: boolean } | undefined)?.readOnly)
  const scope = useContext(RichTextScopeContext)
  const settings = useMemo(
    () => settingsFrom(findRichTextConfig(schema, slug, path, form, scope), schema, fieldReadOnly, path, id),
    [schema, slug, id, path, form, fieldReadOnly, scope],
  )
  return (
    <FieldShell field={field} path={path} as="fieldset">
      <RichTextSettingsContext.Provider value={settings}>
        <Suspense fallback={<div className="rich-text rich-text--loading" data-testid={`rich-text-loading-${path}`} />}>
          <RichTextEditor form={form} path={path} label={fieldLabel(field, language)} />
        </Suspense>
      </RichTextSettingsContext.Provider>
    </FieldShell>
  )
}
