/** State and keyboard of one Select: open, the option shown as focused, type-ahead and where the list sits. */
import { useCallback, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react'
import { useFollowButton } from '../DocumentMenu/menu-place'
import { isTypeAheadKey, selectKeyAction, typeAheadMatch } from './select-keys'
import { listVerticalPlace } from './select-scroll'

export interface SelectOption {
  value: string
  label: string
}

const TYPE_AHEAD_RESET_MS = 500

/**
 * Under the button (above it where there is no room below), aligned with its start edge, at least as wide
 * as it (fixed, so no container clips it).
 */
export function listPlace(button: HTMLElement): CSSProperties {
  const rect = button.getBoundingClientRect()
  const rtl = getComputedStyle(button).direction === 'rtl'
  const { clientWidth, clientHeight } = document.documentElement
  const side = rtl ? { right: clientWidth - rect.right } : { left: rect.left }
  // The list's own cap (Select.css): 20rem, at most 60% of the window.
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16
  const wanted = Math.min(20 * rem, 0.6 * clientHeight)
  return { ...listVerticalPlace(rect, clientHeight, wanted), minWidth: rect.width, ...side }
}

export function useSelect(options: readonly SelectOption[], value: string, onChange: (value: string) => void) {
  const buttonRef = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [place, setPlace] = useState<CSSProperties>({})
  const typed = useRef({ text: '', at: 0 })
  const selected = options.findIndex((o) => o.value === value)

  const show = useCallback((index: number) => {
    if (buttonRef.current) setPlace(listPlace(buttonRef.current))
    setActive(index)
    setOpen(true)
  }, [])
  const close = useCallback(() => setOpen(false), [])
  useFollowButton(open, buttonRef, setPlace, setOpen, listPlace)

  const commit = (index: number) => {
    setOpen(false)
    buttonRef.current?.focus()
    const option = options[index]
    // Told even when it is the value shown: "Left" on a paragraph shown as left (having no alignment) sets it.
    if (option) onChange(option.value)
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (isTypeAheadKey(event)) {
      const now = event.timeStamp
      const text = now - typed.current.at > TYPE_AHEAD_RESET_MS ? event.key : typed.current.text + event.key
      typed.current = { text, at: now }
      const from = open ? active : selected
      const match = typeAheadMatch(
        options.map((o) => o.label),
        text,
        from,
      )
      if (match >= 0) show(match)
      event.preventDefault()
      return
    }
    const action = selectKeyAction(
      event.key,
      { open, active: open ? active : selected, count: options.length },
      event.altKey,
    )
    if (!action) return
    // Tab commits and lets focus move on; every other handled key is the select's alone (Escape must not
    // also close a dialog around it).
    if (event.key !== 'Tab') {
      event.preventDefault()
      event.stopPropagation()
    }
    if (action.kind === 'open') show(action.active)
    else if (action.kind === 'move') setActive(action.active)
    else if (action.kind === 'commit') commit(action.active)
    else close()
  }

  return { buttonRef, open, active, setActive, place, selected, show, close, commit, onKeyDown }
}
