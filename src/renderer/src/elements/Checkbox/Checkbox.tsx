/**
 * A checkbox drawn to match the app in light and dark: the real <input type="checkbox"> stays underneath
 * (transparent, over the drawn box), so labels, forms, keyboard, screen readers and tests use it as ever.
 */
import type { ChangeEvent } from 'react'
import { CheckIcon, Icon } from '../Icon/Icon'
import './Checkbox.css'

interface Props {
  checked: boolean
  onChange: (checked: boolean) => void
  id?: string
  disabled?: boolean
  /** Where no <label> names it. */
  ariaLabel?: string
  className?: string
  testId?: string
}

export function Checkbox({ checked, onChange, id, disabled, ariaLabel, className, testId }: Props) {
  return (
    <span className={`checkbox${className ? ` ${className}` : ''}`}>
      <input
        id={id}
        type="checkbox"
        className="checkbox__input"
        checked={checked}
        disabled={disabled}
        aria-label={ariaLabel}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.checked)}
        data-testid={testId}
      />
      <span className="checkbox__box" aria-hidden="true">
        <Icon icon={CheckIcon} size={14} className="checkbox__mark" />
      </span>
    </span>
  )
}
