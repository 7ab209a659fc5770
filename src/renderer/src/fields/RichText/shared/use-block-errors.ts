/**
 * A rich-text block's own errors after the server refused the document: Payload's answer names only
 * the rich-text field (and the block's field by name, not by node), so while the field has an error
 * each block asks the server to validate its data, as its drawer does, and shows what is wrong.
 */
import { useEffect, useState } from 'react'
import type { FieldError } from '@shared/api'
import type { FolioFormStateResponse } from '@shared/protocol'
import { useFieldContext } from '@renderer/fields/common/context'
import { useFieldError } from '@renderer/core/form/use-field'
import { blockFormStateRequest, invokeApi, type DocumentTarget } from '@renderer/core/requests'
import type { BlockFields } from '../nodes'

const NONE: FieldError[] = []

export function useBlockErrors(
  fields: BlockFields,
  richTextPath: string,
  formState: { target: DocumentTarget; schemaPath: string } | undefined,
): FieldError[] {
  const { form, locale, language } = useFieldContext()
  const fieldError = useFieldError(form, richTextPath)
  const [answer, setAnswer] = useState<{ for: BlockFields; errors: FieldError[] } | null>(null)
  useEffect(() => {
    if (!fieldError || !formState) return
    let current = true
    const { id: _id, blockType: _type, ...data } = fields
    void invokeApi(
      blockFormStateRequest(formState.target, {
        schemaPath: formState.schemaPath,
        data,
        documentData: form.getData() as Record<string, unknown>,
        ask: 'check',
        locale,
        language,
      }),
    ).then((result) => {
      if (current && result.ok) setAnswer({ for: fields, errors: (result.data as FolioFormStateResponse).errors })
    })
    return () => {
      current = false
    }
  }, [fieldError, fields, formState, form, locale, language])
  // An answer counts for the data it was asked about, while the field is still refused.
  return fieldError && answer?.for === fields ? answer.errors : NONE
}
