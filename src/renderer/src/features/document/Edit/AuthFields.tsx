/**
 * The password of an auth collection's document (Payload's auth view): required with its
 * confirmation when creating, behind "Change Password" when editing. Neither is part of the
 * collection's fields; the form holds them under 'password' and 'confirm-password'.
 */
import { useEffect } from 'react'
import type { FolioClientField } from '@shared/protocol'
import { useFieldContext } from '../../../fields/common/context'
import { FieldShell, fieldId } from '../../../fields/common/FieldShell'
import { useFieldValue } from '../../../core/form/use-field'
import { CONFIRM_PASSWORD_PATH, PASSWORD_PATH } from '../session/auth-fields'
import { Button } from '../../../ui/Button/Button'

export function AuthFields({
  isNew,
  changing,
  onChanging,
}: {
  isNew: boolean
  changing: boolean
  onChanging: (changing: boolean) => void
}) {
  const { form, readOnly, t } = useFieldContext()
  const shown = isNew || changing
  // Cancelling drops what was typed, so nothing half-typed is sent.
  useEffect(() => {
    if (shown) return
    form.setValue(PASSWORD_PATH, undefined)
    form.setValue(CONFIRM_PASSWORD_PATH, undefined)
    form.setError(PASSWORD_PATH, undefined)
    form.setError(CONFIRM_PASSWORD_PATH, undefined)
  }, [shown, form])
  if (readOnly && !isNew) return null
  return (
    <div className="edit__auth" data-testid="auth-fields">
      {shown ? (
        <>
          <PasswordInput path={PASSWORD_PATH} label={isNew ? t('general:password') : t('authentication:newPassword')} />
          <PasswordInput path={CONFIRM_PASSWORD_PATH} label={t('authentication:confirmPassword')} />
          {!isNew && (
            <Button
              variant="secondary"
              size="small"
              onClick={() => onChanging(false)}
              data-testid="change-password-cancel"
            >
              {t('general:cancel')}
            </Button>
          )}
        </>
      ) : (
        <Button variant="secondary" size="small" onClick={() => onChanging(true)} data-testid="change-password">
          {t('authentication:changePassword')}
        </Button>
      )}
    </div>
  )
}

function PasswordInput({ path, label }: { path: string; label: string }) {
  const { form, readOnly } = useFieldContext()
  const [value, setValue] = useFieldValue<string | undefined>(form, path)
  const field = { name: path, type: 'password', label, required: true } as FolioClientField
  return (
    <FieldShell field={field} path={path}>
      <input
        id={fieldId(path)}
        className="input field__input"
        type="password"
        autoComplete="new-password"
        value={value ?? ''}
        disabled={readOnly}
        onChange={(e) => setValue(e.target.value)}
        data-testid={`input-${path}`}
      />
    </FieldShell>
  )
}
