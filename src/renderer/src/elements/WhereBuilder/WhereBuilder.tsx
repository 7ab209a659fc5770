import { useState } from 'react'
import { useT } from '../../i18n/i18n-store'
import type { ListColumn } from '../../lib/schema'
import {
  groupsToWhere,
  operatorsFor,
  valueKind,
  whereToGroups,
  type Operator,
  type WhereCondition,
  type WhereGroups,
} from '../../lib/where'
import './WhereBuilder.css'

interface Props {
  fields: ListColumn[]
  where: Record<string, unknown> | undefined
  onApply(where: Record<string, unknown> | undefined): void
}

type Option = { label: string | Record<string, string>; value: string } | string

/** Filter rows: conditions in a group are ANDed, groups are ORed. Applied to the URL on submit. */
export function WhereBuilder({ fields, where, onApply }: Props) {
  const t = useT()
  const filterable = fields.filter((f) => operatorsFor(f.field).length > 0)
  const [groups, setGroups] = useState<WhereGroups>(() => whereToGroups(where))

  const blank = (): WhereCondition => {
    const field = filterable[0]
    return { field: field?.name ?? '', operator: field ? operatorsFor(field.field)[0]! : 'equals', value: '' }
  }
  const update = (gi: number, ci: number, patch: Partial<WhereCondition>) =>
    setGroups((all) => all.map((g, i) => (i !== gi ? g : g.map((c, j) => (j !== ci ? c : { ...c, ...patch })))))
  const remove = (gi: number, ci: number) =>
    setGroups((all) => all.map((g, i) => (i !== gi ? g : g.filter((_, j) => j !== ci))).filter((g) => g.length > 0))

  return (
    <form
      className="where-builder"
      onSubmit={(e) => {
        e.preventDefault()
        onApply(groupsToWhere(groups))
      }}
      data-testid="where-builder"
    >
      {groups.length === 0 && <p className="where-builder__empty">{t('general:noFiltersSet')}</p>}
      {groups.map((group, gi) => (
        <div key={gi} className="where-builder__group" data-testid={`where-group-${gi}`}>
          {gi > 0 && <div className="where-builder__or">{t('general:or')}</div>}
          {group.map((condition, ci) => {
            const column = filterable.find((f) => f.name === condition.field)
            const operators = column ? operatorsFor(column.field) : []
            const kind = valueKind(condition.operator)
            const options = (column?.field.options as Option[] | undefined) ?? null
            return (
              <div key={ci} className="where-builder__row" data-testid={`where-row-${gi}-${ci}`}>
                <span className="where-builder__and">{ci === 0 ? '' : t('general:and')}</span>
                <select
                  className="select"
                  aria-label={t('general:filter')}
                  value={condition.field}
                  onChange={(e) => {
                    const next = filterable.find((f) => f.name === e.target.value)
                    update(gi, ci, {
                      field: e.target.value,
                      operator: next ? operatorsFor(next.field)[0]! : 'equals',
                      value: '',
                    })
                  }}
                  data-testid="where-field"
                >
                  {filterable.map((f) => (
                    <option key={f.name} value={f.name}>
                      {f.label}
                    </option>
                  ))}
                </select>
                <select
                  className="select"
                  aria-label="Operator"
                  value={condition.operator}
                  onChange={(e) => update(gi, ci, { operator: e.target.value as Operator, value: '' })}
                  data-testid="where-operator"
                >
                  {operators.map((op) => (
                    <option key={op} value={op}>
                      {op.replace(/_/g, ' ')}
                    </option>
                  ))}
                </select>
                {kind === 'boolean' || column?.field.type === 'checkbox' ? (
                  <select
                    className="select"
                    aria-label={t('general:value')}
                    value={String(condition.value)}
                    onChange={(e) => update(gi, ci, { value: e.target.value === 'true' })}
                    data-testid="where-value"
                  >
                    <option value="" disabled>
                      {t('general:selectValue')}
                    </option>
                    <option value="true">true</option>
                    <option value="false">false</option>
                  </select>
                ) : options && kind === 'single' ? (
                  <select
                    className="select"
                    aria-label={t('general:value')}
                    value={String(condition.value ?? '')}
                    onChange={(e) => update(gi, ci, { value: e.target.value })}
                    data-testid="where-value"
                  >
                    <option value="">{t('general:selectValue')}</option>
                    {options.map((o) => {
                      const value = typeof o === 'string' ? o : o.value
                      const label =
                        typeof o === 'string'
                          ? o
                          : typeof o.label === 'string'
                            ? o.label
                            : (Object.values(o.label)[0] ?? value)
                      return (
                        <option key={value} value={value}>
                          {label}
                        </option>
                      )
                    })}
                  </select>
                ) : (
                  <input
                    className="input"
                    aria-label={t('general:value')}
                    type={
                      column?.field.type === 'number' && kind === 'single'
                        ? 'number'
                        : column?.field.type === 'date'
                          ? 'date'
                          : 'text'
                    }
                    value={Array.isArray(condition.value) ? condition.value.join(', ') : String(condition.value ?? '')}
                    placeholder={kind === 'list' ? 'a, b, c' : t('general:enterAValue')}
                    onChange={(e) =>
                      update(gi, ci, {
                        value:
                          column?.field.type === 'number' && kind === 'single' && e.target.value !== ''
                            ? Number(e.target.value)
                            : e.target.value,
                      })
                    }
                    data-testid="where-value"
                  />
                )}
                <button
                  type="button"
                  className="where-builder__remove"
                  onClick={() => remove(gi, ci)}
                  aria-label={t('general:remove')}
                  data-testid="where-remove"
                >
                  ×
                </button>
              </div>
            )
          })}
          <button
            type="button"
            className="btn btn--secondary btn--small"
            onClick={() => setGroups((all) => all.map((g, i) => (i === gi ? [...g, blank()] : g)))}
            data-testid={`where-add-and-${gi}`}
          >
            + {t('general:and')}
          </button>
        </div>
      ))}
      <div className="where-builder__actions">
        <button
          type="button"
          className="btn btn--secondary btn--small"
          onClick={() => setGroups((all) => [...all, [blank()]])}
          data-testid="where-add-or"
        >
          + {groups.length ? t('general:or') : t('general:addFilter')}
        </button>
        <button type="submit" className="btn btn--small" data-testid="where-apply">
          {t('general:filter')}
        </button>
        {groups.length > 0 && (
          <button
            type="button"
            className="btn btn--secondary btn--small"
            onClick={() => {
              setGroups([])
              onApply(undefined)
            }}
            data-testid="where-clear"
          >
            {t('general:clearAll')}
          </button>
        )}
      </div>
    </form>
  )
}
