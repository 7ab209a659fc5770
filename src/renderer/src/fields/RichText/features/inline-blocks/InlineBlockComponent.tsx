/** An inline block in the text: its label, edit and remove; unknown types show an error with remove only. */
import { useFieldContext } from '@renderer/fields/common/context'
import { useRichTextSettings } from '../../config'
import { $isInlineBlockNode, type InlineBlockNode } from '../../nodes'
import { blockLabel, blockSummary } from '../../shared/blocks'
import { useBlockNode } from '../../shared/use-block-node'
import './inline-blocks.css'
import { Icon, CloseIcon, EditIcon } from '../../../../ui/Icon/Icon'

export function InlineBlockComponent({ node }: { node: InlineBlockNode }) {
  const { t, language } = useFieldContext()
  const settings = useRichTextSettings()
  const { fields, block, editable, readOnly, setOpen, remove, drawer } = useBlockNode(node, {
    blocks: settings.inlineBlocks,
    inline: true,
    is: $isInlineBlockNode,
    fieldsFrom: (data) => data as InlineBlockNode['__fields'],
  })

  const actions = (withEdit: boolean) =>
    editable && (
      <>
        {withEdit && (
          <button
            type="button"
            className="inline-block__button"
            aria-label={t('general:edit')}
            data-testid="inline-block-edit"
            disabled={readOnly}
            onClick={() => setOpen(true)}
          >
            <Icon icon={EditIcon} size={14} />
          </button>
        )}
        <button
          type="button"
          className="inline-block__button"
          aria-label={t('general:remove')}
          data-testid="inline-block-remove"
          disabled={readOnly}
          onClick={remove}
        >
          <Icon icon={CloseIcon} size={14} />
        </button>
      </>
    )

  if (!block) {
    return (
      <span
        className="inline-block inline-block--error"
        data-testid="inline-block"
        data-block-type={fields.blockType}
        contentEditable={false}
      >
        <span className="inline-block__label">{t('folio:richText-blockNotFound', { type: fields.blockType })}</span>
        {actions(false)}
      </span>
    )
  }
  // A short summary: the first text value, else the block label.
  const summary = blockSummary(fields, block)
  return (
    <span
      className="inline-block"
      data-testid="inline-block"
      data-block-type={fields.blockType}
      contentEditable={false}
    >
      <span className="inline-block__label">
        {blockLabel(block, language)}
        {summary ? `: ${summary}` : ''}
      </span>
      {actions(true)}
      {drawer}
    </span>
  )
}
