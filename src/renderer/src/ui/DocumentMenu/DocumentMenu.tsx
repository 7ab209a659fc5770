/**
 * The "⋯" menu of one document (edit view header, list row): a button that opens a list of actions.
 * Callers pass the items they offer, so other actions join without changing this component. Keyboard
 * as in a WAI-ARIA menu button: Enter, Space or ArrowDown open it on the first item, arrows move,
 * Home/End jump, Escape (or Tab) closes and focus returns to the button.
 */
import { useCallback, useId, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react'
import { useT } from '../../core/i18n/i18n-store'
import { nextIndex } from './menu-keys'
import { menuPlace, useFollowButton } from './menu-place'
import './DocumentMenu.css'
import { Icon, MoreIcon } from '../Icon/Icon'
import type { LucideIcon } from 'lucide-react'

export interface DocumentMenuItem {
  /** Names the item's test id: `document-menu-<action>`. */
  action: string
  label: string
  onSelect: () => void
  danger?: boolean
  /** A test id of its own, where the action had one as a button before. */
  testId?: string
}

export function DocumentMenu({
  items,
  testId = 'document-menu',
  label,
  icon = MoreIcon,
  buttonClassName,
}: {
  items: DocumentMenuItem[]
  testId?: string
  /** The button's accessible name; Payload's "More options" unless told. */
  label?: string
  /** The button's icon: "⋯" unless told (a split button's chevron). */
  icon?: LucideIcon
  /** The button's look where it is part of another control (the publish split button). */
  buttonClassName?: string
}) {
  const t = useT()
  const [open, setOpen] = useState(false)
  /** Fixed to the button, so a scrolling container (the list's table) never clips it. */
  const [place, setPlace] = useState<CSSProperties>({})
  const buttonRef = useRef<HTMLButtonElement>(null)
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([])
  const menuId = useId()
  /** The item to focus once the menu's items exist. */
  const focusOnOpen = useRef<number | null>(null)
  const menuRef = useRef<HTMLDivElement>(null)
  const placeMenu = useCallback((button: HTMLElement) => menuPlace(button, menuRef.current), [])
  useFollowButton(open, buttonRef, setPlace, setOpen, placeMenu)
  // Placed again once drawn, before it is painted: now its height says whether it fits below.
  useLayoutEffect(() => {
    if (open && buttonRef.current) setPlace(menuPlace(buttonRef.current, menuRef.current))
  }, [open])
  // Focused in the same task as the key or click that opened the menu: a key pressed right after
  // (ArrowDown then End) reaches the menu, not the button.
  useLayoutEffect(() => {
    if (!open || focusOnOpen.current === null) return
    itemRefs.current[focusOnOpen.current]?.focus({ preventScroll: true })
    focusOnOpen.current = null
  }, [open])
  if (items.length === 0) return null

  const focusItem = (index: number) => itemRefs.current[index]?.focus({ preventScroll: true })
  const openAt = (index: number) => {
    const button = buttonRef.current
    if (button) setPlace(menuPlace(button))
    focusOnOpen.current = index
    setOpen(true)
  }
  const close = (returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) buttonRef.current?.focus()
  }
  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      // Not also the key of what holds the menu (a list row moves to the next row on the arrows).
      event.stopPropagation()
      openAt(event.key === 'ArrowDown' ? 0 : items.length - 1)
    }
  }
  const onMenuKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      return close(true)
    }
    if (event.key === 'Tab') return close(false)
    const current = itemRefs.current.findIndex((el) => el === document.activeElement)
    const next = nextIndex(event.key, current, items.length)
    if (next !== null) {
      event.preventDefault()
      event.stopPropagation()
      focusItem(next)
    }
  }

  return (
    <div className="document-menu" onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setOpen(false)}>
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName ?? 'document-menu__button'}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={label ?? t('general:moreOptions')}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKey}
        data-testid={testId}
      >
        <Icon icon={icon} />
      </button>
      {open && (
        <div ref={menuRef} id={menuId} className="document-menu__list" role="menu" style={place} onKeyDown={onMenuKey}>
          {items.map((item, index) => (
            <button
              key={item.action}
              ref={(el) => {
                itemRefs.current[index] = el
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={`document-menu__item${item.danger ? ' document-menu__item--danger' : ''}`}
              onClick={() => {
                close(true)
                item.onSelect()
              }}
              data-testid={item.testId ?? `document-menu-${item.action}`}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
