/**
 * The edit-many drawer's state: the fields chosen (in the order they were picked), their own form,
 * the check before applying, and whether closing must ask first.
 */
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react'
import type { FolioClientEntity, FolioSchemaResponse } from '@shared/protocol'
import { leafPaths } from '../../../core/form/leaf-paths'
import { useClientValidation } from '../../../core/validation/use-client-validation'
import type { Translate } from '../../../core/i18n/translate'
import { FormStore } from '../../../core/form/form-store'
import type { AccessMap } from '../../../core/schema/schema'
import { chosenData, chosenErrors, hasChosenInput } from './chosen-data'
import { editableFieldOptions, type FieldOption, type FieldPermissions } from './field-options'

type Data = Record<string, unknown>

interface Options {
  entity: FolioClientEntity | undefined
  schema: FolioSchemaResponse | null
  access: AccessMap | null
  language: string
  t: Translate
}

export function useEditMany({ entity, schema, access, language, t }: Options) {
  const fields = useMemo(() => entity?.fields ?? [], [entity])
  const [form] = useState(() => {
    const leaves = leafPaths(fields)
    return new FormStore({}, (p) => leaves.has(p))
  })
  const [chosen, setChosen] = useState<FieldOption[]>([])
  const [invalid, setInvalid] = useState(false)
  const options = useMemo(() => {
    const permissions = access?.collections?.[entity?.slug ?? '']?.fields as FieldPermissions
    return editableFieldOptions(fields, { permissions, language, isUpload: Boolean(entity?.upload) })
  }, [fields, access, entity, language])
  // Each change is checked as it is typed, with the edit view's rules.
  useClientValidation(form, fields, t, true)
  // Subscribed after the validation above: read once it has updated the errors of the change.
  const subscribe = useCallback((listener: () => void) => form.subscribeForm(listener), [form])
  const errorCount = useSyncExternalStore(subscribe, () => form.errorCount)

  const errorsOf = (of: FieldOption[]) =>
    chosenErrors(chosenData(form.getData() as Data, of), of, t, {
      defaultMaxTextLength: schema?.config.defaultMaxTextLength as number | undefined,
    })

  const toggle = (option: FieldOption, on: boolean) => {
    const others = chosen.filter((o) => o.path !== option.path)
    // A field taken out takes its errors with it; the others' stay as shown (all of them once Save was tried).
    if (!on) {
      const remaining = errorsOf(others)
      form.setErrors(invalid ? remaining : remaining.filter((e) => form.getError(e.path) !== undefined))
    }
    setChosen(on ? [...others, option] : others)
  }

  /** The chosen fields' values when every one is valid; otherwise the errors go on the fields and the first is named. */
  const check = (): { data: Data } | { firstInvalid: string } => {
    const errors = errorsOf(chosen)
    form.setErrors(errors)
    setInvalid(errors.length > 0)
    return errors[0] ? { firstInvalid: errors[0].path } : { data: chosenData(form.getData() as Data, chosen) }
  }

  const hasInput = () => hasChosenInput(form.getData() as Data, chosen)

  return {
    form,
    options,
    chosen,
    chosenPaths: new Set(chosen.map((o) => o.path)),
    toggle,
    check,
    invalid: invalid && errorCount > 0,
    hasInput,
  }
}
