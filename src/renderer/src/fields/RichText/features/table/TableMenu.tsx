/**
 * The table menu: a button on the cell holding the caret (or the selected cells) opening the actions
 * Payload's table feature offers: rows and columns, merge and unmerge, header states (none 0, row 1,
 * column 2, both 3), cell background, column width, row height and row striping.
 */
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { useLexicalEditable } from '@lexical/react/useLexicalEditable'
import { $isTableCellNode, type TableCellNode } from '@lexical/table'
import { $getNodeByKey } from 'lexical'
import { useEffect, useState } from 'react'
import { useFieldContext } from '@renderer/fields/common/context'
import { useRichTextSettings } from '../../config'
import { $readCellInfo, type CellInfo } from './cell-info'
import { TableMenuList } from './TableMenuList'
import './table.css'
import { Icon, ChevronDownIcon } from '../../../../ui/Icon/Icon'

/** The cell the caret is in, followed after each update; the menu closes when the caret leaves the table. */
function useCellAtCaret(anchor: HTMLElement | null) {
  const [editor] = useLexicalComposerContext()
  const [info, setInfo] = useState<CellInfo | null>(null)
  const [open, setOpen] = useState(false)
  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState }) => {
        const next = anchor ? editorState.read(() => $readCellInfo(editor, anchor)) : null
        setInfo(next)
        if (!next) setOpen(false)
      }),
    [editor, anchor],
  )
  return { info, open, setOpen }
}

export function TableMenuPlugin({ anchor }: { anchor: HTMLElement | null }) {
  const [editor] = useLexicalComposerContext()
  const editable = useLexicalEditable()
  const settings = useRichTextSettings()
  const { t } = useFieldContext()
  const { info, open, setOpen } = useCellAtCaret(anchor)

  if (!info || !editable || settings.readOnly) return null

  /** Runs an action on the cell the menu belongs to, then (unless kept open) gives the editor its focus back. */
  const act = (fn: (cell: TableCellNode) => void, keepOpen = false) => {
    editor.update(() => {
      const cell = $getNodeByKey(info.key)
      if ($isTableCellNode(cell)) fn(cell)
    })
    if (!keepOpen) {
      setOpen(false)
      editor.focus()
    }
  }

  return (
    <div className="table-menu" style={{ top: info.top, left: info.left }}>
      <button
        type="button"
        className="table-menu__button"
        aria-label={t('folio:richText-tableMenu')}
        aria-haspopup="menu"
        aria-expanded={open}
        data-testid="table-menu-button"
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => setOpen(!open)}
      >
        <Icon icon={ChevronDownIcon} size={14} />
      </button>
      {open && (
        <TableMenuList
          info={info}
          act={act}
          onClose={() => {
            setOpen(false)
            editor.focus()
          }}
        />
      )}
    </div>
  )
}
