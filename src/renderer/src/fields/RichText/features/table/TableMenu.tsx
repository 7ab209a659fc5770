/**
 * The table menu: a button on the cell holding the caret (or the selected cells) opening the actions
 * Payload's table feature offers: rows and columns, merge and unmerge, header states (none 0, row 1,
 * column 2, both 3), cell background, column width, row height and row striping.
 */
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { useLexicalEditable } from '@lexical/react/useLexicalEditable'
import {
  $deleteTableColumnAtSelection,
  $deleteTableRowAtSelection,
  $getTableCellNodeFromLexicalNode,
  $getTableColumnIndexFromTableCellNode,
  $getTableNodeFromLexicalNodeOrThrow,
  $getTableRowIndexFromTableCellNode,
  $getTableRowNodeFromTableCellNodeOrThrow,
  $insertTableColumnAtSelection,
  $insertTableRowAtSelection,
  $isTableCellNode,
  $isTableSelection,
  $mergeCells,
  $setTableColumnIsHeader,
  $setTableRowIsHeader,
  $unmergeCell,
  TableCellHeaderStates,
  type TableCellNode,
} from '@lexical/table'
import { $getNodeByKey, $getSelection, $isRangeSelection } from 'lexical'
import { useEffect, useRef, useState } from 'react'
import { useFieldContext } from '@renderer/fields/context'
import { useRichTextSettings } from '../../config'
import './table.css'

interface CellInfo {
  key: string
  merged: boolean
  /** More than one cell selected. */
  multiple: boolean
  rowHeader: boolean
  columnHeader: boolean
  background: string
  width: number
  height: number
  striped: boolean
  top: number
  left: number
}

function $cellAtSelection(): { cell: TableCellNode; multiple: boolean } | null {
  const selection = $getSelection()
  if ($isTableSelection(selection)) {
    const cells = selection.getNodes().filter($isTableCellNode)
    const anchor = $getTableCellNodeFromLexicalNode(selection.anchor.getNode())
    return anchor ? { cell: anchor, multiple: cells.length > 1 } : null
  }
  if ($isRangeSelection(selection)) {
    const cell = $getTableCellNodeFromLexicalNode(selection.anchor.getNode())
    return cell ? { cell, multiple: false } : null
  }
  return null
}

const DEFAULT_WIDTH = 120

export function TableMenuPlugin({ anchor }: { anchor: HTMLElement | null }) {
  const [editor] = useLexicalComposerContext()
  const editable = useLexicalEditable()
  const settings = useRichTextSettings()
  const { t } = useFieldContext()
  const [info, setInfo] = useState<CellInfo | null>(null)
  const [open, setOpen] = useState(false)
  const menu = useRef<HTMLDivElement>(null)

  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState }) => {
        const next = editorState.read((): CellInfo | null => {
          const found = $cellAtSelection()
          if (!found || !anchor) return null
          const { cell, multiple } = found
          const dom = editor.getElementByKey(cell.getKey())
          if (!dom) return null
          const table = $getTableNodeFromLexicalNodeOrThrow(cell)
          const row = $getTableRowNodeFromTableCellNodeOrThrow(cell)
          const column = $getTableColumnIndexFromTableCellNode(cell)
          const box = dom.getBoundingClientRect()
          const base = anchor.getBoundingClientRect()
          return {
            key: cell.getKey(),
            merged: cell.getColSpan() > 1 || cell.getRowSpan() > 1,
            multiple,
            rowHeader: (cell.getHeaderStyles() & TableCellHeaderStates.ROW) !== 0,
            columnHeader: (cell.getHeaderStyles() & TableCellHeaderStates.COLUMN) !== 0,
            background: cell.getBackgroundColor() ?? '',
            width: table.getColWidths()?.[column] ?? cell.getWidth() ?? DEFAULT_WIDTH,
            height: row.getHeight() ?? 0,
            striped: table.getRowStriping(),
            top: box.top - base.top + 2,
            left: box.right - base.left - 22,
          }
        })
        setInfo(next)
        if (!next) setOpen(false)
      }),
    [editor, anchor],
  )

  useEffect(() => {
    if (open) menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus()
  }, [open])

  if (!info || !editable || settings.readOnly) return null

  /** Runs an action on the cell the menu belongs to, then gives the editor its focus back. */
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
  const item = (id: string, label: string, fn: (cell: TableCellNode) => void, extra: { checked?: boolean } = {}) => (
    <button
      key={id}
      type="button"
      role={extra.checked === undefined ? 'menuitem' : 'menuitemcheckbox'}
      aria-checked={extra.checked}
      className="table-menu__item"
      data-testid={`table-menu-${id}`}
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => act(fn)}
    >
      {label}
    </button>
  )

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
        ▾
      </button>
      {open && (
        <div
          ref={menu}
          className="table-menu__list"
          role="menu"
          aria-label={t('folio:richText-tableMenu')}
          data-testid="table-menu"
          onKeyDown={(e) => {
            const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])]
            const at = items.indexOf(document.activeElement as HTMLElement)
            if (e.key === 'Escape') (setOpen(false), editor.focus())
            else if (e.key === 'ArrowDown') (e.preventDefault(), items[(at + 1) % items.length]?.focus())
            else if (e.key === 'ArrowUp') (e.preventDefault(), items[(at - 1 + items.length) % items.length]?.focus())
          }}
        >
          {item('insert-row-above', t('folio:richText-insertRowAbove'), () => $insertTableRowAtSelection(false))}
          {item('insert-row-below', t('folio:richText-insertRowBelow'), () => $insertTableRowAtSelection(true))}
          {item('insert-column-left', t('folio:richText-insertColumnLeft'), () => $insertTableColumnAtSelection(false))}
          {item('insert-column-right', t('folio:richText-insertColumnRight'), () =>
            $insertTableColumnAtSelection(true),
          )}
          {item('delete-row', t('folio:richText-deleteRow'), () => $deleteTableRowAtSelection())}
          {item('delete-column', t('folio:richText-deleteColumn'), () => $deleteTableColumnAtSelection())}
          {item('delete-table', t('folio:richText-deleteTable'), (cell) =>
            $getTableNodeFromLexicalNodeOrThrow(cell).remove(),
          )}
          {info.multiple &&
            item('merge', t('folio:richText-mergeCells'), () => {
              const selection = $getSelection()
              if ($isTableSelection(selection)) $mergeCells(selection.getNodes().filter($isTableCellNode))
            })}
          {info.merged && item('unmerge', t('folio:richText-unmergeCells'), () => $unmergeCell())}
          {item(
            'row-header',
            t('folio:richText-rowHeader'),
            (cell) =>
              $setTableRowIsHeader(
                $getTableNodeFromLexicalNodeOrThrow(cell),
                $getTableRowIndexFromTableCellNode(cell),
                !info.rowHeader,
              ),
            { checked: info.rowHeader },
          )}
          {item(
            'column-header',
            t('folio:richText-columnHeader'),
            (cell) =>
              $setTableColumnIsHeader(
                $getTableNodeFromLexicalNodeOrThrow(cell),
                $getTableColumnIndexFromTableCellNode(cell),
                !info.columnHeader,
              ),
            { checked: info.columnHeader },
          )}
          {item(
            'row-striping',
            t('folio:richText-rowStriping'),
            (cell) => void $getTableNodeFromLexicalNodeOrThrow(cell).setRowStriping(!info.striped),
            { checked: info.striped },
          )}
          <label className="table-menu__field">
            {t('folio:richText-cellBackground')}
            <input
              type="color"
              data-testid="table-menu-background"
              value={info.background || '#ffffff'}
              onChange={(e) => act((cell) => void cell.setBackgroundColor(e.target.value), true)}
            />
          </label>
          <label className="table-menu__field">
            {t('folio:richText-columnWidth')}
            <input
              type="number"
              min={20}
              data-testid="table-menu-column-width"
              defaultValue={info.width}
              onChange={(e) => {
                const width = Number(e.target.value)
                if (!(width >= 20)) return
                act((cell) => {
                  const table = $getTableNodeFromLexicalNodeOrThrow(cell)
                  const column = $getTableColumnIndexFromTableCellNode(cell)
                  const widths = [...(table.getColWidths() ?? [])]
                  const count = Math.max(
                    widths.length,
                    ...table
                      .getChildren()
                      .map((r) =>
                        'getChildrenSize' in r ? (r as { getChildrenSize(): number }).getChildrenSize() : 0,
                      ),
                  )
                  while (widths.length < count) widths.push(DEFAULT_WIDTH)
                  widths[column] = width
                  table.setColWidths(widths)
                  cell.setWidth(width)
                }, true)
              }}
            />
          </label>
          <label className="table-menu__field">
            {t('folio:richText-rowHeight')}
            <input
              type="number"
              min={0}
              data-testid="table-menu-row-height"
              defaultValue={info.height || ''}
              onChange={(e) => {
                const height = Number(e.target.value)
                act(
                  (cell) =>
                    void $getTableRowNodeFromTableCellNodeOrThrow(cell).setHeight(height > 0 ? height : undefined),
                  true,
                )
              }}
            />
          </label>
        </div>
      )}
    </div>
  )
}
