/** Text, textarea, email, code and password fields: one input each, or chips when hasMany. */
import type { ChangeEvent } from 'react'
import { useFieldValue } from '../../core/form/use-field'
import { useFieldContext } from '../common/context'
import { CodeEditor } from '../../ui/CodeEditor/CodeEditor'
import { FieldShell, fieldId, fieldLabel } from '../common/FieldShell'
import { isInputDisabled, type FieldProps } from '../common/input'
import { ManyField } from './ManyField'
import { fieldPlaceholder } from '../common/placeholder'

export function TextField({ field, path }: FieldProps) {
  const { form, readOnly, language } = useFieldContext()
  const [value, setValue] = useFieldValue<string | null>(form, path)
  if (field.hasMany) return <ManyField field={field} path={path} kind="text" />
  if (field.type === 'code') {
    return (
      <FieldShell field={field} path={path}>
        <CodeEditor
          id={fieldId(path)}
          value={value ?? ''}
          language={(field.admin as { language?: string } | undefined)?.language}
          readOnly={isInputDisabled(field, readOnly)}
          ariaLabel={fieldLabel(field, language)}
          testId={`input-${path}`}
          onChange={(text) => setValue(text)}
        />
      </FieldShell>
    )
  }
  const admin = (field.admin ?? {}) as { rtl?: unknown; autoComplete?: unknown; rows?: unknown }
  const common = {
    id: fieldId(path),
    value: value ?? '',
    disabled: isInputDisabled(field, readOnly),
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValue(e.target.value),
    'data-testid': `input-${path}`,
    placeholder: fieldPlaceholder(field, language),
    className: 'input field__input',
    // `admin.rtl` sets right to left; otherwise Arabic typed in a left-to-right UI, and Latin in a
    // right-to-left one, each read their own way.
    dir: field.type === 'password' ? undefined : admin.rtl === true ? 'rtl' : 'auto',
    autoComplete: typeof admin.autoComplete === 'string' ? admin.autoComplete : undefined,
  }
  return (
    <FieldShell field={field} path={path}>
      {field.type === 'textarea' ? (
        <textarea {...common} rows={typeof admin.rows === 'number' && admin.rows > 0 ? admin.rows : 4} />
      ) : (
        <input {...common} type={field.type === 'email' ? 'email' : field.type === 'password' ? 'password' : 'text'} />
      )}
    </FieldShell>
  )
}
