/** A related document's title, looked up with the form's other relations (one batched request per collection). */
import { useEffect, useState } from 'react'
import { useFieldContext } from '@renderer/fields/common/context'
import { relatedDocsOf, relatedTitle } from '@renderer/fields/common/related-lookup'

export type Doc = Record<string, unknown> & { id: string | number }

export function useDocTitle(relationTo: string, id: string | number): { title: string; doc: Doc | null } {
  const { schema, form } = useFieldContext()
  const [doc, setDoc] = useState<Doc | null>(null)
  useEffect(() => {
    let current = true
    void relatedDocsOf(form, schema)
      .get(relationTo, id)
      .then((found) => current && setDoc(found))
    return () => {
      current = false
    }
  }, [form, schema, relationTo, id])
  const title = doc ? relatedTitle(schema, relationTo, doc) : String(id)
  return { title, doc }
}
