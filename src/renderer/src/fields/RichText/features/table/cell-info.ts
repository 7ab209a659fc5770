/** The table cell the menu acts on, and what the menu shows of it (read inside editor state). */
import {
  $getTableCellNodeFromLexicalNode,
  $getTableColumnIndexFromTableCellNode,
  $getTableNodeFromLexicalNodeOrThrow,
  $getTableRowNodeFromTableCellNodeOrThrow,
  $isTableCellNode,
  $isTableSelection,
  TableCellHeaderStates,
  type TableCellNode,
} from '@lexical/table'
import { $getSelection, $isRangeSelection, type LexicalEditor } from 'lexical'

/** A column without a width of its own is this wide (Payload's default). */
export const DEFAULT_WIDTH = 120

export interface CellInfo {
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
  /** Where the menu button goes, relative to the editor's container. */
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

/** The cell holding the caret (or the selected cells' anchor), placed relative to `container`. */
export function $readCellInfo(editor: LexicalEditor, container: HTMLElement): CellInfo | null {
  const found = $cellAtSelection()
  if (!found) return null
  const { cell, multiple } = found
  const dom = editor.getElementByKey(cell.getKey())
  if (!dom) return null
  const table = $getTableNodeFromLexicalNodeOrThrow(cell)
  const row = $getTableRowNodeFromTableCellNodeOrThrow(cell)
  const column = $getTableColumnIndexFromTableCellNode(cell)
  const box = dom.getBoundingClientRect()
  const base = container.getBoundingClientRect()
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
}

/** Sets the width of the cell's column, giving the columns before it the default width if they had none. */
export function $setColumnWidth(cell: TableCellNode, width: number): void {
  const table = $getTableNodeFromLexicalNodeOrThrow(cell)
  const column = $getTableColumnIndexFromTableCellNode(cell)
  const widths = [...(table.getColWidths() ?? [])]
  const count = Math.max(
    widths.length,
    ...table
      .getChildren()
      .map((r) => ('getChildrenSize' in r ? (r as { getChildrenSize(): number }).getChildrenSize() : 0)),
  )
  while (widths.length < count) widths.push(DEFAULT_WIDTH)
  widths[column] = width
  table.setColWidths(widths)
  cell.setWidth(width)
}
