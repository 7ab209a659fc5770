/**
 * The richText field: a Lexical editor writing exactly the JSON Payload's richtext-lexical stores,
 * with the features the field enables in the schema (extras.richText).
 */
import { useMemo } from 'react'
import { useParams } from 'react-router-dom'
import type { FolioClientField } from '../../../../cms/plugin/protocol'
import { useFieldContext } from '../context'
import { FieldShell, fieldLabel } from '../FieldShell'
import { findRichTextConfig, RichTextSettingsContext, settingsFrom } from './config'
import { RichTextEditor } from './Editor'
import { BlockComponent } from './features/blocks/BlockComponent'
import { RelationshipComponent, UploadComponent } from './features/embeds/Embeds'
import { InlineBlockComponent } from './features/inline-blocks/InlineBlockComponent'
import { decorators } from './nodes'

decorators.inlineBlock = (node) => <InlineBlockComponent node={node} />
decorators.block = (node) => <BlockComponent node={node} />
decorators.upload = (node) => <UploadComponent node={node} />
decorators.relationship = (node) => <RelationshipComponent node={node} />
decorators.horizontalRule = () => <hr className="rich-text__hr-line" />

export function RichTextField({ field, path }: { field: FolioClientField; path: string }) {
  const { form, schema, readOnly, language } = useFieldContext()
  const { slug } = useParams()
  const fieldReadOnly = readOnly || Boolean((field.admin as { readOnly?: boolean } | undefined)?.readOnly)
  const settings = useMemo(
    () => settingsFrom(findRichTextConfig(schema, slug, path, form), schema, fieldReadOnly, path),
    [schema, slug, path, form, fieldReadOnly],
  )
  return (
    <FieldShell field={field} path={path} as="fieldset">
      <RichTextSettingsContext.Provider value={settings}>
        <RichTextEditor form={form} path={path} label={fieldLabel(field, language)} />
      </RichTextSettingsContext.Provider>
    </FieldShell>
  )
}
