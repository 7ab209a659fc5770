/**
 * The one button of the UI: every control drawn as a button (a real <button>, a link, a file input's label,
 * the current tab) takes its look from here, so the hierarchy stays one: primary for the action a screen is
 * for, secondary for the others and for Cancel, danger for Remove and Delete, ghost for the quietest.
 * Class names are kept as they were (`btn`, `btn--secondary`, `btn--small`, …): Button.css styles them.
 */
import type { ComponentPropsWithRef, HTMLAttributes, LabelHTMLAttributes } from 'react'
import { Link } from 'react-router-dom'
import { Icon } from '../Icon/Icon'
import type { LucideIcon } from 'lucide-react'

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost'
export type ButtonSize = 'medium' | 'small'

export interface ButtonLook {
  variant?: ButtonVariant
  size?: ButtonSize
  /** Drawn as chosen: the open panel's toggle, the view in use, the current tab. */
  active?: boolean
}

const VARIANT_CLASS: Record<ButtonVariant, string> = {
  primary: '',
  secondary: ' btn--secondary',
  danger: ' btn--danger',
  ghost: ' btn--ghost',
}

/** The classes of a look, then the caller's own (layout in its container). */
export function buttonClassName({ variant = 'primary', size = 'medium', active = false }: ButtonLook, extra?: string) {
  return `btn${VARIANT_CLASS[variant]}${size === 'small' ? ' btn--small' : ''}${active ? ' btn--active' : ''}${
    extra ? ` ${extra}` : ''
  }`
}

export type ButtonProps = ButtonLook & ComponentPropsWithRef<'button'>

/** A real <button>, `type="button"` unless told otherwise (a form's submit says `type="submit"`). */
export function Button({ variant, size, active, className, type = 'button', ...props }: ButtonProps) {
  return <button {...props} type={type} className={buttonClassName({ variant, size, active }, className)} />
}

export type IconButtonProps = Omit<ButtonProps, 'children' | 'aria-label' | 'title'> & {
  icon: LucideIcon
  /** The button's accessible name (and its tooltip): it has no text of its own. */
  label: string
}

/** A button that shows only an icon, named by `label` for screen readers and as its title. */
export function IconButton({ icon, label, ...props }: IconButtonProps) {
  return (
    <Button {...props} aria-label={label} title={label}>
      <Icon icon={icon} size={16} />
    </Button>
  )
}

export type ButtonLinkProps = ButtonLook & ComponentPropsWithRef<typeof Link>

/** An in-app link drawn as a button: it navigates, so it stays a link for the keyboard and screen readers. */
export function ButtonLink({ variant, size, active, className, ...props }: ButtonLinkProps) {
  return <Link {...props} className={buttonClassName({ variant, size, active }, className)} />
}

export type ButtonFaceProps = ButtonLook &
  (({ as: 'label' } & LabelHTMLAttributes<HTMLLabelElement>) | ({ as: 'span' } & HTMLAttributes<HTMLSpanElement>))

/**
 * A button's look on an element that is not a button: the label of a hidden file input (a click on it opens
 * the file chooser), or the current tab shown beside links to the others.
 */
export function ButtonFace({ variant, size, active, className, ...props }: ButtonFaceProps) {
  const look = buttonClassName({ variant, size, active }, className)
  if (props.as === 'label') {
    const { as: _label, ...label } = props
    return <label {...label} className={look} />
  }
  const { as: _span, ...span } = props
  return <span {...span} className={look} />
}
