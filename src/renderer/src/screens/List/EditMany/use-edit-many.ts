/**
 * The edit-many drawer's state: the fields chosen (in the order they were picked), their own form,
 * the check before applying, and whether closing must ask first.
 */
import { useMemo, useState } from 'react'
import type { FolioClientEntity, FolioSchemaResponse } from '@shared/protocol'
import { leafPaths } from '../../../document/leaf-paths'
import { useClientValidation } from '../../../document/use-client-validation'
import type { Translate } from '../../../i18n/translate'
import { FormStore } from '../../../lib/form/form-store'
import type { AccessMap } from '../../../lib/schema'
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
  const [form] = useState(() => new FormStore({}, (p) => leafPaths(fields).has(p)))
  const [chosen, setChosen] = useState<FieldOption[]>([])
  const [invalid, setInvalid] = useState(false)
  const options = useMemo(() => {
    const permissions = access?.collections?.[entity?.slug ?? '']?.fields as FieldPermissions
    return editableFieldOptions(fields, { permissions, language, isUpload: Boolean(entity?.upload) })
  }, [fields, access, entity, language])
  // Each change is checked as it is typed, with the edit view's rules.
  useClientValidation(form, fields, t, true)

  const toggle = (option: FieldOption, on: boolean) =>
    setChosen((now) =>
      on ? [...now.filter((o) => o.path !== option.path), option] : now.filter((o) => o.path !== option.path),
    )

  /** The chosen fields' values when every one is valid; otherwise null, with the errors on the fields. */
  const validData = (): Data | null => {
    const data = chosenData(form.getData() as Data, chosen)
    const errors = chosenErrors(data, chosen, t, {
      defaultMaxTextLength: schema?.config.defaultMaxTextLength as number | undefined,
    })
    form.setErrors(errors)
    setInvalid(errors.length > 0)
    return errors.length > 0 ? null : data
  }

  const hasInput = () => hasChosenInput(form.getData() as Data, chosen)

  return {
    form,
    options,
    chosen,
    chosenPaths: new Set(chosen.map((o) => o.path)),
    toggle,
    validData,
    invalid,
    hasInput,
  }
}
