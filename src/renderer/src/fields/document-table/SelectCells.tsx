/** The list's first column when the user may act in bulk: the page's checkbox in the head, one per row. */
import { Checkbox } from '../../ui/Checkbox/Checkbox'
import { useT } from '../../core/i18n/i18n-store'

export interface ListSelect {
  pageState: 'none' | 'some' | 'all'
  isSelected: (id: string) => boolean
  /** Why a document stayed selected after a run. */
  errorOf: (id: string) => string | undefined
  /** `extend`: Shift was held, so the rows from the last one ticked are added. */
  onRow: (id: string, extend: boolean) => void
  onPage: (on: boolean) => void
  /** The Delete key in the table: asks to delete the selection. */
  onDeleteKey: () => void
}

export function SelectHeaderCell({ select }: { select: ListSelect }) {
  const t = useT()
  return (
    <th scope="col" className="list__select">
      <Checkbox
        checked={select.pageState === 'all'}
        indeterminate={select.pageState === 'some'}
        onChange={select.onPage}
        ariaLabel={select.pageState === 'all' ? t('general:deselectAllRows') : t('general:selectAllRows')}
        testId="select-all-page"
      />
    </th>
  )
}

export function SelectRowCell({ id, title, select }: { id: string; title: string; select: ListSelect }) {
  const error = select.errorOf(id)
  return (
    <td className="list__select">
      <Checkbox
        checked={select.isSelected(id)}
        // A checkbox changes on a click (Space on it clicks too): Shift+click extends.
        onChange={(_, e) => select.onRow(id, (e.nativeEvent as MouseEvent).shiftKey === true)}
        ariaLabel={title}
        testId="select-row"
        inputProps={{ 'aria-invalid': error ? true : undefined, title: error, 'data-id': id }}
      />
    </td>
  )
}

/**
 * Keys on a row: Space toggles it wherever the focus is in it, Shift+ArrowUp/Down extends the
 * selection to the next row (focus follows), Delete asks to delete the selection. Keys inside the row's
 * menu, or taken by a control, stay there.
 */
export function onRowKey(event: React.KeyboardEvent<HTMLTableRowElement>, id: string, select: ListSelect) {
  const target = event.target as HTMLElement
  // A key a control in the row took (the row's menu moves within itself on the arrows) is not the row's.
  if (event.defaultPrevented || target.closest('[role="menu"], [role="listbox"]')) return
  // The checkbox toggles itself on Space; elsewhere in the row Space toggles the row.
  if (event.key === ' ' && target.tagName !== 'BUTTON' && target.tagName !== 'INPUT') {
    event.preventDefault()
    select.onRow(id, event.shiftKey)
  } else if (event.key === 'Delete') {
    event.preventDefault()
    select.onDeleteKey()
  } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    const row = event.currentTarget
    const next = (event.key === 'ArrowDown' ? row.nextElementSibling : row.previousElementSibling) as HTMLElement | null
    const box = next?.querySelector<HTMLInputElement>('[data-testid="select-row"]')
    if (!box) return
    event.preventDefault()
    box.focus()
    if (event.shiftKey && box.dataset.id) select.onRow(box.dataset.id, true)
  }
}
