/**
 * The fixed toolbar: block type, text formats, alignment, indent, link and inserts, as the field enables them.
 * A WAI-ARIA toolbar: one Tab stop (the control used last), the arrow keys move between its controls
 * (mirrored right to left), Home and End go to the ends.
 */
import { useLexicalEditable } from '@lexical/react/useLexicalEditable'
import { useRef } from 'react'
import { useFieldContext } from '@renderer/fields/common/context'
import { useRovingFocus } from '../../../../ui/Roving/use-roving-focus'
import { useRichTextSettings } from '../../config'
import { AlignSelect, BlockTypeSelect, FormatButtons, IndentButtons, InsertSelect } from './controls'
import { LinkControl } from './LinkControl'
import { useToolbarState } from './state'
import './toolbar.css'

/** The toolbar's own controls, not those of a form or list it opens (the link form's inputs and buttons). */
export const TOOLBAR_ITEMS = '.rt-toolbar__button, .select-box__button'

export function Toolbar() {
  const editable = useLexicalEditable()
  const settings = useRichTextSettings()
  const { t } = useFieldContext()
  const state = useToolbarState()
  const disabled = !editable || settings.readOnly
  const has = (feature: string) => settings.features.has(feature)
  const bar = useRef<HTMLDivElement>(null)
  const { onKeyDown } = useRovingFocus(bar, { items: TOOLBAR_ITEMS, orientation: 'horizontal', tabStop: true })
  return (
    <div
      ref={bar}
      className="rt-toolbar"
      role="toolbar"
      aria-label={t('folio:richText-toolbar')}
      aria-orientation="horizontal"
      data-testid="rich-text-toolbar"
      onKeyDown={onKeyDown}
    >
      <BlockTypeSelect value={state.blockType} disabled={disabled} />
      <FormatButtons active={state.formats} disabled={disabled} />
      {has('align') && <AlignSelect value={state.align} disabled={disabled} />}
      {has('indent') && <IndentButtons disabled={disabled} />}
      {has('link') && <LinkControl link={state.link} disabled={disabled} />}
      <InsertSelect disabled={disabled} />
    </div>
  )
}
