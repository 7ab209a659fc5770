/** One condition of the filter: field, operator, a value input fitting both, and remove. */
import { useT } from '../../i18n/i18n-store'
import type { ListColumn } from '../../lib/schema'
import { operatorsFor, valueKind, type Operator, type WhereCondition } from '../../lib/where'
import { Icon, CloseIcon } from '../Icon/Icon'

type Option = { label: string | Record<string, string>; value: string } | string

// Condition values are scalars, or lists of them for the list operators (the casts say so to String()).
const scalarText = (value: unknown): string => {
  const scalar = (value ?? '') as string | number | boolean
  return String(scalar)
}
/** A condition's value as the text input shows it: lists comma-separated. */
const valueText = (value: unknown): string => (Array.isArray(value) ? value.join(', ') : scalarText(value))

const optionValue = (o: Option) => (typeof o === 'string' ? o : o.value)
const optionLabel = (o: Option) =>
  typeof o === 'string' ? o : typeof o.label === 'string' ? o.label : (Object.values(o.label)[0] ?? o.value)

function ValueInput({
  column,
  condition,
  onChange,
}: {
  column: ListColumn | undefined
  condition: WhereCondition
  onChange: (value: unknown) => void
}) {
  const t = useT()
  const kind = valueKind(condition.operator)
  const options = (column?.field.options as Option[] | undefined) ?? null
  if (kind === 'boolean' || column?.field.type === 'checkbox') {
    // true or false, or '' (the disabled placeholder) until one is chosen.
    const flag = condition.value as boolean | string | undefined
    return (
      <select
        className="select"
        aria-label={t('general:value')}
        value={String(flag)}
        onChange={(e) => onChange(e.target.value === 'true')}
        data-testid="where-value"
      >
        <option value="" disabled>
          {t('general:selectValue')}
        </option>
        <option value="true">true</option>
        <option value="false">false</option>
      </select>
    )
  }
  if (options && kind === 'single')
    return (
      <select
        className="select"
        aria-label={t('general:value')}
        value={scalarText(condition.value)}
        onChange={(e) => onChange(e.target.value)}
        data-testid="where-value"
      >
        <option value="">{t('general:selectValue')}</option>
        {options.map((o) => (
          <option key={optionValue(o)} value={optionValue(o)}>
            {optionLabel(o)}
          </option>
        ))}
      </select>
    )
  const numeric = column?.field.type === 'number' && kind === 'single'
  return (
    <input
      className="input"
      aria-label={t('general:value')}
      type={numeric ? 'number' : column?.field.type === 'date' ? 'date' : 'text'}
      value={valueText(condition.value)}
      placeholder={kind === 'list' ? 'a, b, c' : t('general:enterAValue')}
      onChange={(e) => onChange(numeric && e.target.value !== '' ? Number(e.target.value) : e.target.value)}
      data-testid="where-value"
    />
  )
}

interface ConditionRowProps {
  /** The fields that can be filtered on. */
  filterable: ListColumn[]
  condition: WhereCondition
  /** First in its group: no "and" before it. */
  first: boolean
  testId: string
  onChange: (patch: Partial<WhereCondition>) => void
  onRemove: () => void
}

export function ConditionRow({ filterable, condition, first, testId, onChange, onRemove }: ConditionRowProps) {
  const t = useT()
  const column = filterable.find((f) => f.name === condition.field)
  const operators = column ? operatorsFor(column.field) : []
  return (
    <div className="where-builder__row" data-testid={testId}>
      <span className="where-builder__and">{first ? '' : t('general:and')}</span>
      <select
        className="select"
        aria-label={t('general:filter')}
        value={condition.field}
        onChange={(e) => {
          const next = filterable.find((f) => f.name === e.target.value)
          onChange({ field: e.target.value, operator: next ? operatorsFor(next.field)[0]! : 'equals', value: '' })
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
        onChange={(e) => onChange({ operator: e.target.value as Operator, value: '' })}
        data-testid="where-operator"
      >
        {operators.map((op) => (
          <option key={op} value={op}>
            {op.replace(/_/g, ' ')}
          </option>
        ))}
      </select>
      <ValueInput column={column} condition={condition} onChange={(value) => onChange({ value })} />
      <button
        type="button"
        className="where-builder__remove"
        onClick={onRemove}
        aria-label={t('general:remove')}
        data-testid="where-remove"
      >
        <Icon icon={CloseIcon} />
      </button>
    </div>
  )
}
