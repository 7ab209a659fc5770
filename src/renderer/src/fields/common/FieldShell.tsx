import type { ReactNode } from 'react'
import type { FolioClientField } from '@shared/protocol'
import { labelFromSlug, labelText } from '../../core/schema/schema'
import { useFieldError } from '../../core/form/use-field'
import { useFieldContext } from './context'
import { CustomUiNote } from '../CustomUi/CustomUiNote'

export function fieldLabel(field: FolioClientField, language: string): string {
  return labelText(field.label, language, field.name ? labelFromSlug(field.name) : '')
}

export const fieldId = (path: string) => `field-${path.replace(/\./g, '__')}`

/** Label, required mark, localized mark, description, custom-UI note and error around one input. */
export function FieldShell({
  field,
  path,
  children,
  as = 'label',
}: {
  field: FolioClientField
  path: string
  children: ReactNode
  as?: 'label' | 'fieldset'
}) {
  const { form, language, locale } = useFieldContext()
  const error = useFieldError(form, path)
  const label = field.label === false ? null : fieldLabel(field, language)
  const description = labelText(
    (field.admin as { description?: string | Record<string, string> } | undefined)?.description,
    language,
  )
  const head = label !== null && (
    <span className="field__label">
      {label}
      {field.required && (
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      )}
      {field.localized && locale && (
        <span className="field__localized" title="localized">
          {locale}
        </span>
      )}
    </span>
  )
  const tail = (
    <>
      {description && <span className="field__description">{description}</span>}
      <CustomUiNote field={field} path={path} />
      {error && (
        <span className="field__error" role="alert" data-testid={`error-${path}`}>
          {error}
        </span>
      )}
    </>
  )
  if (as === 'fieldset')
    return (
      <fieldset className={`field field--${field.type}${error ? ' field--invalid' : ''}`} data-testid={`field-${path}`}>
        {head && <legend>{head}</legend>}
        {children}
        {tail}
      </fieldset>
    )
  return (
    <div className={`field field--${field.type}${error ? ' field--invalid' : ''}`} data-testid={`field-${path}`}>
      <label htmlFor={fieldId(path)}>{head}</label>
      {children}
      {tail}
    </div>
  )
}
