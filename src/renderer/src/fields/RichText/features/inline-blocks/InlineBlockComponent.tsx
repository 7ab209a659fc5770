/** An inline block in the text: its label, edit and remove; unknown types show an error with remove only. */
import { useFieldContext } from '@renderer/fields/common/context'
import { useRichTextSettings } from '../../config'
import { $isInlineBlockNode, type InlineBlockNode } from '../../nodes'
import { blockLabel } from '../../shared/blocks'
import { InlinePreview } from '../../shared/BlockPreview'
import { useBlockNode } from '../../shared/use-block-node'
import './inline-blocks.css'
import type { LucideIcon } from 'lucide-react'
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
          <InlineBlockButton
            label={t('general:edit')}
            icon={EditIcon}
            testId="inline-block-edit"
            disabled={readOnly}
            onClick={() => setOpen(true)}
          />
        )}
        <InlineBlockButton
          label={t('general:remove')}
          icon={CloseIcon}
          testId="inline-block-remove"
          disabled={readOnly}
          onClick={remove}
        />
      </>
    )

  // The label and a short preview of the first values. An unknown type says so, with remove only.
  return (
    <span
      className={block ? 'inline-block' : 'inline-block inline-block--error'}
      data-testid="inline-block"
      data-block-type={fields.blockType}
      contentEditable={false}
    >
      <span className="inline-block__label">
        {block ? (
          <>
            {blockLabel(block, language)}
            <InlinePreview fields={fields} block={block} />
          </>
        ) : (
          t('folio:richText-blockNotFound', { type: fields.blockType })
        )}
      </span>
      {actions(Boolean(block))}
      {block && drawer}
    </span>
  )
}

/** An icon button in the block's chip, named for screen readers by its action. */
function InlineBlockButton({
  label,
  icon,
  testId,
  disabled,
  onClick,
}: {
  label: string
  icon: LucideIcon
  testId: string
  disabled: boolean
  onClick: () => void
}) {
  return (
    <button
      type="button"
      className="inline-block__button"
      aria-label={label}
      data-testid={testId}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon icon={icon} size={14} />
    </button>
  )
}
