/**
 * A checkbox drawn to match the app in light and dark: the real <input type="checkbox"> stays underneath
 * (transparent, over the drawn box), so labels, forms, keyboard, screen readers and tests use it as ever.
 * `indeterminate` (some but not all of a set chosen) sets the input's property, which screen readers announce
 * as "mixed", and draws a dash instead of the tick.
 */
import { useEffect, useRef, type ChangeEvent, type InputHTMLAttributes } from 'react'
import { CheckIcon, Icon, IndeterminateIcon } from '../Icon/Icon'
import './Checkbox.css'

/** Further attributes for the input itself (title, aria-invalid, data-*); the props below take precedence. */
type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'onChange'> & {
  [data: `data-${string}`]: string | undefined
}

interface Props {
  checked: boolean
  /** `event` for what the change came with, e.g. Shift held on the click. */
  onChange: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void
  id?: string
  disabled?: boolean
  indeterminate?: boolean
  /** Where no <label> names it. */
  ariaLabel?: string
  className?: string
  testId?: string
  inputProps?: InputAttributes
}

export function Checkbox(props: Props) {
  const { checked, onChange, id, disabled, indeterminate = false, ariaLabel, className, testId, inputProps } = props
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate
  }, [indeterminate])
  return (
    <span className={`checkbox${className ? ` ${className}` : ''}`}>
      <input
        {...inputProps}
        ref={input}
        id={id}
        type="checkbox"
        className="checkbox__input"
        checked={checked}
        disabled={disabled}
        aria-label={ariaLabel}
        onChange={(e) => onChange(e.target.checked, e)}
        data-testid={testId}
      />
      <span className="checkbox__box" aria-hidden="true">
        <Icon icon={CheckIcon} size={14} className="checkbox__mark" />
        <Icon icon={IndeterminateIcon} size={14} className="checkbox__dash" />
      </span>
    </span>
  )
}
