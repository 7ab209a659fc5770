/**
 * A select-only combobox (WAI-ARIA APG) in place of the native <select>, which cannot be styled to match
 * the app in dark or right-to-left: a button showing the value and a listbox of options. Focus stays on the
 * button (aria-activedescendant), so it returns there after a choice or Escape without extra work.
 * The button carries `data-value` (what a native select's value was) and the testid.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { CheckIcon, ChevronDownIcon, Icon } from '../Icon/Icon'
import { isScrolledToEnd, scrollTopToShow } from './select-scroll'
import { useSelect, type SelectOption } from './use-select'
import './Select.css'

export type { SelectOption }

interface Props<O extends SelectOption> {
  value: string
  options: readonly O[]
  onChange: (value: string) => void
  /** The accessible name (the visible label, where there is one, should say the same). */
  label: string
  /** Shown when the value is none of the options (an action menu such as Insert). */
  placeholder?: string
  disabled?: boolean
  className?: string
  /** The button's id, for a visible <label htmlFor> beside it (not around it: a click on an option would reach the button again). */
  id?: string
  testId?: string
  /** The list's testid. */
  listTestId?: string
  /** An option's content in the list (its label by default); type-ahead still matches the label. */
  renderOption?: (option: O) => ReactNode
  /**
   * The button's content for the chosen option (undefined when the value is none of the options, which a
   * caller may still know how to show); null shows the default, the option's label or the placeholder.
   */
  renderValue?: (option: O | undefined) => ReactNode
  /** The list was scrolled to its end: where a paged list asks for its next options. */
  onScrollEnd?: () => void
}

export function Select<O extends SelectOption>({
  value,
  options,
  onChange,
  label,
  placeholder,
  disabled,
  className,
  id: buttonId,
  testId,
  listTestId,
  renderOption,
  renderValue,
  onScrollEnd,
}: Props<O>) {
  const id = useId()
  const listId = `${id}-list`
  const select = useSelect(options, value, onChange)
  const { buttonRef, open, active, place, selected } = select
  const optionId = (index: number) => `${id}-option-${index}`
  const listRef = useRef<HTMLUListElement>(null)
  // The option the keys move to stays in view; scrolling only the list, never the page. A paged list
  // (onScrollEnd) thus reads its next page when the keys reach its end, as when it is scrolled there.
  useEffect(() => {
    const list = listRef.current
    const option = open && active >= 0 ? list?.children[active] : null
    if (!list || !(option instanceof HTMLElement)) return
    const top = scrollTopToShow({ top: option.offsetTop, height: option.offsetHeight }, list)
    if (top !== list.scrollTop) list.scrollTop = top
  }, [open, active])
  return (
    <span className={`select-box${className ? ` ${className}` : ''}`}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        role="combobox"
        className="select-box__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        aria-label={label}
        disabled={disabled}
        data-value={value}
        data-testid={testId}
        onClick={() => (open ? select.close() : select.show(Math.max(selected, 0)))}
        onKeyDown={select.onKeyDown}
        onBlur={select.close}
      >
        {renderValue?.(options[selected]) ?? (
          <span className="select-box__value">{options[selected]?.label ?? placeholder ?? ''}</span>
        )}
        <Icon icon={ChevronDownIcon} size={14} />
      </button>
      <ul
        ref={listRef}
        role="listbox"
        id={listId}
        aria-label={label}
        className="select-box__list"
        data-testid={listTestId}
        hidden={!open}
        style={place}
        // The button keeps focus (and an editor its selection) while an option or the scrollbar is clicked.
        onMouseDown={(e) => e.preventDefault()}
        onScroll={onScrollEnd && ((e) => isScrolledToEnd(e.currentTarget) && onScrollEnd())}
      >
        {/* Options exist only while open: a form may hold hundreds of selects (a select in each array row). */}
        {open &&
          options.map((option, index) => (
            <li
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={index === selected}
              className={`select-box__option${index === active ? ' select-box__option--active' : ''}`}
              data-value={option.value}
              onMouseMove={() => index !== active && select.setActive(index)}
              onClick={() => select.commit(index)}
            >
              {renderOption ? renderOption(option) : option.label}
              {index === selected && <Icon icon={CheckIcon} size={14} className="select-box__check" />}
            </li>
          ))}
      </ul>
    </span>
  )
}
