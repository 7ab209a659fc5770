/** A JSON field, edited as text in the code editor. */
import { useState } from 'react'
import { useFieldValue } from '../../core/form/use-field'
import { useFieldContext } from '../common/context'
import { CodeEditor } from '../../ui/CodeEditor/CodeEditor'
import { FieldShell, fieldId, fieldLabel } from '../common/FieldShell'
import { isInputDisabled, type FieldProps } from '../common/input'
import { isUnsendable, jsonFromText } from '../../core/validation/typed-text'
import { parseError, sameJson } from './json-text'

/**
 * JSON: edited as text, stored as a value once it parses; text that does not parse is kept in the
 * form as typed (unsendable: the field shows its error and no save sends it).
 */
export function JsonField({ field, path }: FieldProps) {
  const { form, readOnly, language } = useFieldContext()
  const [value, setValue] = useFieldValue<unknown>(form, path)
  const [text, setText] = useState<string | null>(null)
  const invalid = isUnsendable(value) ? value.text : null
  const formatted = invalid ?? (value === undefined || value === null ? '' : JSON.stringify(value, null, 2))
  // What the editor typed stays as typed while it still means the stored value; a value set from outside replaces it.
  const shown = text !== null && (text === invalid || sameJson(text, value)) ? text : formatted
  return (
    <FieldShell field={field} path={path}>
      <CodeEditor
        id={fieldId(path)}
        value={shown}
        language="json"
        readOnly={isInputDisabled(field, readOnly)}
        ariaLabel={fieldLabel(field, language)}
        testId={`input-${path}`}
        onChange={(next) => {
          setText(next)
          setValue(jsonFromText(next))
        }}
      />
      {invalid !== null && (
        <span className="field__error" data-testid={`json-error-${path}`}>
          {parseError(invalid)}
        </span>
      )}
    </FieldShell>
  )
}
