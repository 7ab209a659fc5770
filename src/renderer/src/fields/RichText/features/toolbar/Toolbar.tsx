/** The fixed toolbar: block type, text formats, alignment, indent, link and inserts, as the field enables them. */
import { useLexicalEditable } from '@lexical/react/useLexicalEditable'
import { useFieldContext } from '@renderer/fields/common/context'
import { useRichTextSettings } from '../../config'
import { AlignSelect, BlockTypeSelect, FormatButtons, IndentButtons, InsertSelect } from './controls'
import { LinkControl } from './LinkControl'
import { useToolbarState } from './state'
import './toolbar.css'

export function Toolbar() {
  const editable = useLexicalEditable()
  const settings = useRichTextSettings()
  const { t } = useFieldContext()
  const state = useToolbarState()
  const disabled = !editable || settings.readOnly
  const has = (feature: string) => settings.features.has(feature)
  return (
    <div className="rt-toolbar" role="toolbar" aria-label={t('folio:richText-toolbar')} data-testid="rich-text-toolbar">
      <BlockTypeSelect value={state.blockType} disabled={disabled} />
      <FormatButtons active={state.formats} disabled={disabled} />
      {has('align') && <AlignSelect value={state.align} disabled={disabled} />}
      {has('indent') && <IndentButtons disabled={disabled} />}
      {has('link') && <LinkControl link={state.link} disabled={disabled} />}
      <InsertSelect disabled={disabled} />
    </div>
  )
}
