/** What the diff's columns share: related documents named by title, and word segments marked as edits. */
import { createContext, useContext, useEffect, useState } from 'react'
import type { FolioSchemaResponse } from '@shared/protocol'
import { relatedCollectionLabel, relatedTitle } from '../../../fields/common/related-lookup'
import type { RelationRef, WordSegment } from '../../../core/diff'
import type { RelatedDoc, RelatedDocs } from '../../../core/lib/related-docs'

/** How the diff names related documents: by title, looked up in batches. */
export const RelatedTitles = createContext<{ docs: RelatedDocs; schema: FolioSchemaResponse; language: string } | null>(
  null,
)

export function RelatedTitle({ reference, polymorphic }: { reference: RelationRef; polymorphic: boolean }) {
  const lookup = useContext(RelatedTitles)
  const doc = useRelatedDoc(reference)
  const title = doc && lookup ? relatedTitle(lookup.schema, reference.relationTo, doc) : null
  const prefix =
    polymorphic && lookup ? `${relatedCollectionLabel(lookup.schema, reference.relationTo, lookup.language)}: ` : ''
  // Until the title is known (or when the document is gone), the id stands in.
  return (
    <span data-testid="diff-related" data-loaded={title !== null}>
      {prefix}
      {title ?? String(reference.value)}
    </span>
  )
}

export function Segments({ segments, side }: { segments: WordSegment[]; side: 'before' | 'after' }) {
  return (
    <>
      {segments.map((s, i) =>
        s.op === 'equal' ? (
          <span key={i}>{s.text}</span>
        ) : (side === 'before' && s.op === 'delete') || (side === 'after' && s.op === 'insert') ? (
          <mark key={i} className={`diff__${s.op}`}>
            {s.text}
          </mark>
        ) : null,
      )}
    </>
  )
}

/** A related document as the lookup finds it: undefined while it is asked for, null when it is gone. */
export function useRelatedDoc(reference: RelationRef): RelatedDoc | null | undefined {
  const lookup = useContext(RelatedTitles)
  const [doc, setDoc] = useState<RelatedDoc | null | undefined>(undefined)
  useEffect(() => {
    if (!lookup) return
    let live = true
    void lookup.docs.get(reference.relationTo, reference.value).then((found) => live && setDoc(found))
    return () => {
      live = false
    }
  }, [lookup, reference.relationTo, reference.value])
  return doc
}
