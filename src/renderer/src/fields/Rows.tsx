/** Array and blocks fields: rows that can be added, removed, duplicated, moved (drag or keyboard) and collapsed. */
import { useState, type DragEvent, type KeyboardEvent } from 'react'
import type { FolioClientBlock, FolioClientField } from '../../../cms/plugin/protocol'
import { useRows } from '../lib/form/use-field'
import { labelFromSlug, labelText } from '../lib/schema'
import { useFieldContext } from './context'
import { FieldShell, fieldLabel } from './FieldShell'
import { RenderFields } from './RenderFields'

const twoDigits = (n: number) => String(n).padStart(2, '0')

export function RowsField({ field, path }: { field: FolioClientField; path: string }) {
  const { form, readOnly, language, t } = useFieldContext()
  const rows = useRows(form, path)
  const [dragFrom, setDragFrom] = useState<number | null>(null)
  const blocks = (field.blocks ?? []) as FolioClientBlock[]
  const isBlocks = field.type === 'blocks'
  const labels = field.labels as { singular?: string | Record<string, string>; plural?: string | Record<string, string> } | undefined
  const singular = labelText(labels?.singular as never, language, isBlocks ? 'Block' : 'Item')
  const maxRows = typeof field.maxRows === 'number' ? field.maxRows : Infinity
  const disabled = readOnly || Boolean((field.admin as { readOnly?: boolean } | undefined)?.readOnly)
  const [addType, setAddType] = useState(blocks[0]?.slug ?? '')

  const onKey = (index: number) => (event: KeyboardEvent) => {
    // Alt+Arrow moves the focused row, as a keyboard alternative to dragging.
    if (!event.altKey || disabled) return
    if (event.key === 'ArrowUp' && index > 0) form.moveRow(path, index, index - 1)
    else if (event.key === 'ArrowDown' && index < rows.length - 1) form.moveRow(path, index, index + 1)
    else return
    event.preventDefault()
  }

  return (
    <FieldShell field={field} path={path} as="fieldset">
      <ol className="rows" data-testid={`rows-${path}`}>
        {rows.map((row, index) => {
          const block = isBlocks ? blocks.find((b) => b.slug === row.blockType) : undefined
          const rowLabel = isBlocks ? `${block ? labelText(block.labels?.singular as never, language, labelFromSlug(block.slug)) : row.blockType} ${twoDigits(index + 1)}` : `${singular} ${twoDigits(index + 1)}`
          const rowPath = `${path}.${index}`
          return (
            <li
              key={row.id}
              className={`rows__row${row.collapsed ? ' rows__row--collapsed' : ''}`}
              data-testid={`row-${rowPath}`}
              onDragOver={(e: DragEvent) => dragFrom !== null && e.preventDefault()}
              onDrop={() => {
                if (dragFrom !== null && dragFrom !== index) form.moveRow(path, dragFrom, index)
                setDragFrom(null)
              }}
            >
              <div className="rows__head" onKeyDown={onKey(index)}>
                {!disabled && (
                  <span className="rows__drag" draggable onDragStart={() => setDragFrom(index)} onDragEnd={() => setDragFrom(null)} aria-hidden="true" title="Drag">
                    ⋮⋮
                  </span>
                )}
                <button type="button" className="rows__toggle" aria-expanded={!row.collapsed} onClick={() => form.setRowCollapsed(path, index, !row.collapsed)} data-testid={`row-toggle-${rowPath}`}>
                  {rowLabel}
                </button>
                {!disabled && (
                  <span className="rows__actions">
                    <button type="button" disabled={index === 0} onClick={() => form.moveRow(path, index, index - 1)} aria-label={t('general:moveUp')} data-testid={`row-up-${rowPath}`}>
                      ↑
                    </button>
                    <button type="button" disabled={index === rows.length - 1} onClick={() => form.moveRow(path, index, index + 1)} aria-label={t('general:moveDown')} data-testid={`row-down-${rowPath}`}>
                      ↓
                    </button>
                    <button type="button" disabled={rows.length >= maxRows} onClick={() => form.duplicateRow(path, index)} aria-label={t('general:duplicate')} data-testid={`row-duplicate-${rowPath}`}>
                      ⧉
                    </button>
                    <button type="button" onClick={() => form.removeRow(path, index)} aria-label={t('general:remove')} data-testid={`row-remove-${rowPath}`}>
                      ×
                    </button>
                  </span>
                )}
              </div>
              {!row.collapsed &&
                (isBlocks && !block ? (
                  <p className="field__error">{`Error: Block '${row.blockType ?? ''}' not found`}</p>
                ) : (
                  <div className="rows__body">
                    <RenderFields fields={(block?.fields ?? field.fields ?? []) as FolioClientField[]} path={rowPath} />
                  </div>
                ))}
            </li>
          )
        })}
      </ol>
      {!disabled && rows.length < maxRows && (
        <div className="rows__add">
          {isBlocks && blocks.length > 1 && (
            <select className="select" value={addType} onChange={(e) => setAddType(e.target.value)} aria-label={fieldLabel(field, language)} data-testid={`add-type-${path}`}>
              {blocks.map((b) => (
                <option key={b.slug} value={b.slug}>
                  {labelText(b.labels?.singular as never, language, labelFromSlug(b.slug))}
                </option>
              ))}
            </select>
          )}
          <button type="button" className="btn btn--secondary btn--small" onClick={() => form.addRow(path, isBlocks ? { blockType: addType } : {})} data-testid={`add-row-${path}`}>
            + {t('fields:addLabel', { label: singular })}
          </button>
        </div>
      )}
    </FieldShell>
  )
}
