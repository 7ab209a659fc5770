/** Array and blocks fields: rows that can be added, removed, duplicated, moved (drag or keyboard) and collapsed. */
import { Button } from '@renderer/ui/Button/Button'
import { useWindowVirtualizer } from '@tanstack/react-virtual'
import {
  memo,
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type DragEvent,
  type KeyboardEvent,
} from 'react'
import type { FolioClientBlock, FolioClientField } from '@shared/protocol'
import type { FormStore, RowMeta } from '../../core/form/form-store'
import { useOptionFilter, useRows } from '../../core/form/use-field'
import { defaultValuesOf } from '../../core/schema/default-values'
import { rowIndexHolding } from '../../core/schema/reveal-path'
import { useRevealTarget } from '../../core/form/reveal'
import { labelFromSlug, labelText } from '../../core/schema/schema'
import { useFieldContext } from '../common/context'
import { BlockNameInput } from './BlockNameInput'
import { RowErrorPill } from '../common/RowErrorPill'
import { FieldScope, insideBlock } from '../common/FieldScope'
import { FieldShell, fieldLabel } from '../common/FieldShell'
import { useFieldRenderer } from '../common/field-renderer'
import { useRowServerDefaults } from './use-row-server-defaults'
import { Tooltip } from '../../ui/Tooltip/Tooltip'
import { Select } from '../../ui/Select/Select'
import { Icon, CloseIcon, DragIcon, DuplicateIcon, MoveDownIcon, MoveUpIcon } from '../../ui/Icon/Icon'

const twoDigits = (n: number) => String(n).padStart(2, '0')
/** Rows painted with the form; the rest follow in an interruptible render, so a long document is usable at once. */
const FIRST_PAINT_ROWS = 8
/** From this many rows only those near the viewport exist in the DOM, so typing stays fast in 1,000 rows. */
export const VIRTUALIZE_FROM_ROWS = 100
const ROW_GAP_PX = 8

/**
 * A new row starts from its fields' static defaults, as in Payload's admin (a required select with a default
 * is set); function defaults follow from the server (useRowServerDefaults).
 */
function newRowData(field: FolioClientField, blocks: FolioClientBlock[], blockType: string | undefined) {
  if (blockType === undefined) return defaultValuesOf(field.fields)
  return { ...defaultValuesOf(blocks.find((b) => b.slug === blockType)?.fields), blockType }
}

interface RowContext {
  form: FormStore
  path: string
  field: FolioClientField
  blocks: FolioClientBlock[]
  singular: string
  language: string
  disabled: boolean
  /** `admin.initCollapsed`: rows the form loaded start collapsed; rows added here start open. */
  initCollapsed: boolean
  count: number
  maxRows: number
  t: ReturnType<typeof useFieldContext>['t']
  dragFrom: number | null
  setDragFrom: (index: number | null) => void
}

export function RowsField({ field, path }: { field: FolioClientField; path: string }) {
  const { form, readOnly, language, t } = useFieldContext()
  const rows = useRows(form, path)
  const [dragFrom, setDragFrom] = useState<number | null>(null)
  const blocks = field.blocks ?? []
  const isBlocks = field.type === 'blocks'
  const labels = field.labels as
    { singular?: string | Record<string, string>; plural?: string | Record<string, string> } | undefined
  const singular = labelText(labels?.singular, language, isBlocks ? 'Block' : 'Item')
  const maxRows = typeof field.maxRows === 'number' ? field.maxRows : Infinity
  const disabled = readOnly || Boolean((field.admin as { readOnly?: boolean } | undefined)?.readOnly)
  const initCollapsed = Boolean((field.admin as { initCollapsed?: boolean } | undefined)?.initCollapsed)
  // A blocks field's filterOptions (the server evaluates them for the current data) narrow the blocks it adds.
  const allowedBlocks = useOptionFilter(form, path)
  const addable = allowedBlocks ? blocks.filter((b) => allowedBlocks.includes(b.slug)) : blocks
  const [chosenType, setAddType] = useState(blocks[0]?.slug ?? '')
  const addType = addable.some((b) => b.slug === chosenType) ? chosenType : (addable[0]?.slug ?? '')
  const [shownRows, setShownRows] = useState(FIRST_PAINT_ROWS)
  useEffect(() => startTransition(() => setShownRows(Infinity)), [])
  const askServerDefaults = useRowServerDefaults(field, path)

  const context: RowContext = {
    form,
    path,
    field,
    blocks,
    singular,
    language,
    disabled,
    initCollapsed,
    count: rows.length,
    maxRows,
    t,
    dragFrom,
    setDragFrom,
  }

  return (
    <FieldShell field={field} path={path} as="fieldset">
      {rows.length >= VIRTUALIZE_FROM_ROWS ? (
        <VirtualRows rows={rows} context={context} />
      ) : (
        <ol className="rows" data-testid={`rows-${path}`}>
          {rows.slice(0, shownRows).map((row, index) => (
            <Row key={row.id} row={row} index={index} context={context} />
          ))}
        </ol>
      )}
      {!disabled && rows.length < maxRows && (!isBlocks || addable.length > 0) && (
        <div className="rows__add">
          {isBlocks && addable.length > 1 && (
            <Select
              value={addType}
              options={addable.map((b) => ({
                value: b.slug,
                label: labelText(b.labels?.singular as never, language, labelFromSlug(b.slug)),
              }))}
              onChange={setAddType}
              label={fieldLabel(field, language)}
              testId={`add-type-${path}`}
            />
          )}
          <Button
            variant="secondary"
            size="small"
            onClick={() => {
              const blockType = isBlocks ? addType : undefined
              void askServerDefaults(form.addRow(path, newRowData(field, blocks, blockType)), blockType)
            }}
            data-testid={`add-row-${path}`}
          >
            + {t('fields:addLabel', { label: singular })}
          </Button>
        </div>
      )}
    </FieldShell>
  )
}

/** Long arrays: rows near the viewport only, measured as they render; the page keeps its full height. */
function VirtualRows({ rows, context }: { rows: RowMeta[]; context: RowContext }) {
  const list = useRef<HTMLOListElement>(null)
  // Where the list starts on the page; content above it can grow, so it is re-read as the page scrolls.
  const [scrollMargin, setScrollMargin] = useState(0)
  useLayoutEffect(() => {
    const measure = () => {
      const top = list.current ? list.current.getBoundingClientRect().top + window.scrollY : 0
      setScrollMargin((previous) => (Math.abs(previous - top) > 1 ? top : previous))
    }
    measure()
    window.addEventListener('scroll', measure, { passive: true })
    window.addEventListener('resize', measure)
    return () => {
      window.removeEventListener('scroll', measure)
      window.removeEventListener('resize', measure)
    }
  }, [])
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => 92,
    overscan: 8,
    gap: ROW_GAP_PX,
    scrollMargin,
    getItemKey: (index) => rows[index]?.id ?? index,
  })
  // A refused save revealing a field in a row that is not rendered: scroll there so the row exists.
  const target = useRevealTarget(context.form)
  useEffect(() => {
    const index = target ? rowIndexHolding(context.path, target) : undefined
    if (index !== undefined && index < rows.length) virtualizer.scrollToIndex(index, { align: 'center' })
  }, [target, context.path, rows.length, virtualizer])
  return (
    <ol
      ref={list}
      className="rows rows--virtual"
      style={{ height: virtualizer.getTotalSize() }}
      data-testid={`rows-${context.path}`}
      data-virtual="true"
    >
      {virtualizer.getVirtualItems().map((item) => (
        <Row
          key={item.key}
          row={rows[item.index]!}
          index={item.index}
          context={context}
          measureRef={virtualizer.measureElement}
          style={{ transform: `translateY(${item.start - scrollMargin}px)` }}
        />
      ))}
    </ol>
  )
}

/** Move up and down, duplicate (up to maxRows) and remove. */
function RowActions({ context, index, rowPath }: { context: RowContext; index: number; rowPath: string }) {
  const { form, path, count, maxRows, t } = context
  return (
    <span className="rows__actions">
      <Tooltip content={t('general:moveUp')} describes={false}>
        <button
          type="button"
          disabled={index === 0}
          onClick={() => form.moveRow(path, index, index - 1)}
          aria-label={t('general:moveUp')}
          data-testid={`row-up-${rowPath}`}
        >
          <Icon icon={MoveUpIcon} />
        </button>
      </Tooltip>
      <Tooltip content={t('general:moveDown')} describes={false}>
        <button
          type="button"
          disabled={index === count - 1}
          onClick={() => form.moveRow(path, index, index + 1)}
          aria-label={t('general:moveDown')}
          data-testid={`row-down-${rowPath}`}
        >
          <Icon icon={MoveDownIcon} />
        </button>
      </Tooltip>
      <Tooltip content={t('general:duplicate')} describes={false}>
        <button
          type="button"
          disabled={count >= maxRows}
          onClick={() => form.duplicateRow(path, index)}
          aria-label={t('general:duplicate')}
          data-testid={`row-duplicate-${rowPath}`}
        >
          <Icon icon={DuplicateIcon} />
        </button>
      </Tooltip>
      <Tooltip content={t('general:remove')} describes={false}>
        <button
          type="button"
          onClick={() => form.removeRow(path, index)}
          aria-label={t('general:remove')}
          data-testid={`row-remove-${rowPath}`}
        >
          <Icon icon={CloseIcon} />
        </button>
      </Tooltip>
    </span>
  )
}

const Row = memo(function Row({
  row,
  index,
  context,
  measureRef,
  style,
}: {
  row: RowMeta
  index: number
  context: RowContext
  measureRef?: (element: HTMLElement | null) => void
  style?: React.CSSProperties
}) {
  const { form, path, field, blocks, singular, language, disabled, count, dragFrom, setDragFrom } = context
  const collapsed = row.collapsed ?? context.initCollapsed
  const renderFields = useFieldRenderer()
  const isBlocks = field.type === 'blocks'
  const block = isBlocks ? blocks.find((b) => b.slug === row.blockType) : undefined
  const rowLabel = isBlocks
    ? `${block ? labelText(block.labels?.singular, language, labelFromSlug(block.slug)) : row.blockType} ${twoDigits(index + 1)}`
    : `${singular} ${twoDigits(index + 1)}`
  const rowPath = `${path}.${index}`
  const showBlockName =
    Boolean(block) && !(block?.admin as { disableBlockName?: boolean } | undefined)?.disableBlockName
  const onKey = (event: KeyboardEvent) => {
    // Alt+Arrow moves the focused row, as a keyboard alternative to dragging.
    if (!event.altKey || disabled) return
    if (event.key === 'ArrowUp' && index > 0) form.moveRow(path, index, index - 1)
    else if (event.key === 'ArrowDown' && index < count - 1) form.moveRow(path, index, index + 1)
    else return
    event.preventDefault()
  }
  return (
    <li
      ref={measureRef}
      data-index={index}
      style={style}
      className={`rows__row${collapsed ? ' rows__row--collapsed' : ''}`}
      data-testid={`row-${rowPath}`}
      onDragOver={(e: DragEvent) => dragFrom !== null && e.preventDefault()}
      onDrop={() => {
        if (dragFrom !== null && dragFrom !== index) form.moveRow(path, dragFrom, index)
        setDragFrom(null)
      }}
    >
      <div className="rows__head" onKeyDown={onKey}>
        {!disabled && (
          <span
            className="rows__drag"
            draggable
            onDragStart={() => setDragFrom(index)}
            onDragEnd={() => setDragFrom(null)}
            aria-hidden="true"
            title="Drag"
          >
            <Icon icon={DragIcon} />
          </span>
        )}
        <button
          type="button"
          className="rows__toggle"
          aria-expanded={!collapsed}
          onClick={() => form.setRowCollapsed(path, index, !collapsed)}
          data-testid={`row-toggle-${rowPath}`}
        >
          {rowLabel}
        </button>
        <RowErrorPill rowPath={rowPath} />
        {showBlockName && <BlockNameInput rowPath={rowPath} rowLabel={rowLabel} disabled={disabled} />}
        {!disabled && <RowActions context={context} index={index} rowPath={rowPath} />}
      </div>
      {!collapsed &&
        (isBlocks && !block ? (
          <p className="field__error">{`Error: Block '${row.blockType ?? ''}' not found`}</p>
        ) : (
          <div className="rows__body">
            <FieldScope readOnly={false} descend={isBlocks ? insideBlock(field.name, row.blockType) : undefined}>
              {renderFields({ fields: block?.fields ?? field.fields ?? [], path: rowPath })}
            </FieldScope>
          </div>
        ))}
    </li>
  )
})
