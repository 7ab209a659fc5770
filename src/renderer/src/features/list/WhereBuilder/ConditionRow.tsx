/** One condition of the filter: field, operator, a value input fitting both, and remove. */
import { useT } from '../../../core/i18n/i18n-store'
import type { ListColumn } from '../../../core/schema/schema'
import { operatorsFor, valueKind, type Operator, type WhereCondition } from '../../../core/lib/where'
import { Icon, CloseIcon } from '../../../ui/Icon/Icon'
import { Select } from '../../../ui/Select/Select'

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
  /** `typed`: the value was typed (it applies once typing pauses), not chosen. */
  onChange: (value: unknown, typed: boolean) => void
}) {
  const t = useT()
  const kind = valueKind(condition.operator)
  const options = (column?.field.options as Option[] | undefined) ?? null
  if (kind === 'boolean' || column?.field.type === 'checkbox') {
    // true or false, or '' (the disabled placeholder) until one is chosen.
    const flag = condition.value as boolean | string | undefined
    return (
      <Select
        label={t('general:value')}
        value={String(flag)}
        // true or false; until one is chosen, the placeholder.
        options={[
          { value: 'true', label: 'true' },
          { value: 'false', label: 'false' },
        ]}
        placeholder={t('general:selectValue')}
        onChange={(next) => onChange(next === 'true', false)}
        testId="where-value"
      />
    )
  }
  if (options && kind === 'single')
    return (
      <Select
        label={t('general:value')}
        value={scalarText(condition.value)}
        options={[
          { value: '', label: t('general:selectValue') },
          ...options.map((o) => ({ value: optionValue(o), label: optionLabel(o) })),
        ]}
        onChange={(next) => onChange(next, false)}
        testId="where-value"
      />
    )
  const numeric = column?.field.type === 'number' && kind === 'single'
  return (
    <input
      className="input"
      dir="auto"
      aria-label={t('general:value')}
      type={numeric ? 'number' : column?.field.type === 'date' ? 'date' : 'text'}
      value={valueText(condition.value)}
      placeholder={kind === 'list' ? 'a, b, c' : t('general:enterAValue')}
      onChange={(e) => onChange(numeric && e.target.value !== '' ? Number(e.target.value) : e.target.value, true)}
      data-testid="where-value"
    />
  )
}

/** A new operator's value: `exists` starts at yes (it needs no value typed), the others empty. */
const startValue = (operator: Operator): unknown => (valueKind(operator) === 'boolean' ? true : '')

interface ConditionRowProps {
  /** The fields that can be filtered on. */
  filterable: ListColumn[]
  condition: WhereCondition
  /** First in its group: no "and" before it. */
  first: boolean
  testId: string
  /** `typed`: a value typed in (it applies once typing pauses), not a choice. */
  onChange: (patch: Partial<WhereCondition>, typed: boolean) => void
  onRemove: () => void
}

export function ConditionRow({ filterable, condition, first, testId, onChange, onRemove }: ConditionRowProps) {
  const t = useT()
  const column = filterable.find((f) => f.name === condition.field)
  const operators = column ? operatorsFor(column.field) : []
  return (
    <div className="where-builder__row" data-testid={testId}>
      <span className="where-builder__and">{first ? '' : t('general:and')}</span>
      <Select
        label={t('general:filter')}
        value={condition.field}
        options={filterable.map((f) => ({ value: f.name, label: f.label }))}
        onChange={(name) => {
          const next = filterable.find((f) => f.name === name)
          const operator = next ? operatorsFor(next.field)[0]! : 'equals'
          onChange({ field: name, operator, value: startValue(operator) }, false)
        }}
        testId="where-field"
      />
      <Select
        label="Operator"
        value={condition.operator}
        options={operators.map((op) => ({ value: op, label: op.replace(/_/g, ' ') }))}
        // A value that suits the new operator too stays: changing "equals" to "not equals" keeps what was typed.
        onChange={(op) => {
          const operator = op as Operator
          const keep = valueKind(operator) === valueKind(condition.operator)
          onChange({ operator, value: keep ? condition.value : startValue(operator) }, false)
        }}
        testId="where-operator"
      />
      <ValueInput column={column} condition={condition} onChange={(value, typed) => onChange({ value }, typed)} />
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
