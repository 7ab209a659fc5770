/** The table menu's items: each runs one table action on the menu's cell. */
import {
  $deleteTableColumnAtSelection,
  $deleteTableRowAtSelection,
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
  type TableCellNode,
} from '@lexical/table'
import { $getSelection } from 'lexical'
import { useEffect } from 'react'
import { CheckIcon, Icon } from '../../../../ui/Icon/Icon'
import { useRovingFocus } from '../../../../ui/Roving/use-roving-focus'
import { useFieldContext } from '@renderer/fields/common/context'
import { useKeepInViewport } from '../../shared/viewport'
import { $setColumnWidth, type CellInfo } from './cell-info'

type Act = (fn: (cell: TableCellNode) => void, keepOpen?: boolean) => void

/** Where the menu's button is: the menu goes above it when there is no room below. */
const menuButtonOf = (list: HTMLElement) => list.previousElementSibling?.getBoundingClientRect()

/**
 * Arrow keys move between the items (Home and End to the ends), Escape closes the menu. It stays inside the window, above its button
 * when there is no room below (moved before the first item takes the focus, so the page does not scroll).
 */
function useMenuKeys(onClose: () => void) {
  const menu = useKeepInViewport<HTMLDivElement>(menuButtonOf)
  useEffect(() => menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus(), [menu])
  const roving = useRovingFocus(menu, { items: '[role^="menuitem"]', orientation: 'vertical' })
  const onKeyDown = (e: React.KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') return onClose()
    roving.onKeyDown(e)
  }
  return { menu, onKeyDown }
}

export function TableMenuList({ info, act, onClose }: { info: CellInfo; act: Act; onClose: () => void }) {
  const { t } = useFieldContext()
  const { menu, onKeyDown } = useMenuKeys(onClose)
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
      {extra.checked && <Icon icon={CheckIcon} size={14} className="table-menu__check" />}
    </button>
  )
  const table = (cell: TableCellNode) => $getTableNodeFromLexicalNodeOrThrow(cell)
  return (
    <div
      ref={menu}
      className="table-menu__list"
      role="menu"
      aria-label={t('folio:richText-tableMenu')}
      data-testid="table-menu"
      onKeyDown={onKeyDown}
    >
      {item('insert-row-above', t('folio:richText-insertRowAbove'), () => $insertTableRowAtSelection(false))}
      {item('insert-row-below', t('folio:richText-insertRowBelow'), () => $insertTableRowAtSelection(true))}
      {item('insert-column-left', t('folio:richText-insertColumnLeft'), () => $insertTableColumnAtSelection(false))}
      {item('insert-column-right', t('folio:richText-insertColumnRight'), () => $insertTableColumnAtSelection(true))}
      {item('delete-row', t('folio:richText-deleteRow'), () => $deleteTableRowAtSelection())}
      {item('delete-column', t('folio:richText-deleteColumn'), () => $deleteTableColumnAtSelection())}
      {item('delete-table', t('folio:richText-deleteTable'), (cell) => table(cell).remove())}
      {info.multiple &&
        item('merge', t('folio:richText-mergeCells'), () => {
          const selection = $getSelection()
          if ($isTableSelection(selection)) $mergeCells(selection.getNodes().filter($isTableCellNode))
        })}
      {info.merged && item('unmerge', t('folio:richText-unmergeCells'), () => $unmergeCell())}
      {item(
        'row-header',
        t('folio:richText-rowHeader'),
        (cell) => $setTableRowIsHeader(table(cell), $getTableRowIndexFromTableCellNode(cell), !info.rowHeader),
        { checked: info.rowHeader },
      )}
      {item(
        'column-header',
        t('folio:richText-columnHeader'),
        (cell) => $setTableColumnIsHeader(table(cell), $getTableColumnIndexFromTableCellNode(cell), !info.columnHeader),
        { checked: info.columnHeader },
      )}
      {item('row-striping', t('folio:richText-rowStriping'), (cell) => void table(cell).setRowStriping(!info.striped), {
        checked: info.striped,
      })}
      <label className="table-menu__field">
        {t('folio:richText-cellBackground')}
        <input
          type="color"
          data-testid="table-menu-background"
          value={info.background || '#ffffff'}
          onChange={(e) => act((cell) => void cell.setBackgroundColor(e.target.value), true)}
        />
      </label>
      <TableMenuNumber
        label={t('folio:richText-columnWidth')}
        testId="table-menu-column-width"
        min={20}
        defaultValue={info.width}
        onNumber={(width) => {
          if (width >= 20) act((cell) => $setColumnWidth(cell, width), true)
        }}
      />
      <TableMenuNumber
        label={t('folio:richText-rowHeight')}
        testId="table-menu-row-height"
        min={0}
        defaultValue={info.height || ''}
        onNumber={(height) =>
          act(
            (cell) => void $getTableRowNodeFromTableCellNodeOrThrow(cell).setHeight(height > 0 ? height : undefined),
            true,
          )
        }
      />
    </div>
  )
}

/** A size in the menu (column width, row height): a labelled number input that reports each number typed. */
function TableMenuNumber({
  label,
  testId,
  min,
  defaultValue,
  onNumber,
}: {
  label: string
  testId: string
  min: number
  defaultValue: number | string
  onNumber: (value: number) => void
}) {
  return (
    <label className="table-menu__field">
      {label}
      <input
        type="number"
        min={min}
        data-testid={testId}
        defaultValue={defaultValue}
        onChange={(e) => onNumber(Number(e.target.value))}
      />
    </label>
  )
}
