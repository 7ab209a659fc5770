/** What a relationship picker offers and knows: search results, and the titles of chosen documents. */
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react'
import type { FolioSchemaResponse } from '@shared/protocol'
import type { RelatedDocs } from '../../lib/related-docs'
import { invokeApi, relatedSearchRequest, relatedTitleField } from '../../lib/requests'
import { optionTitle } from '../related-lookup'
import { choiceOf, refCollection, refId, refKey, type Choice, type Ref } from './refs'

/** Typing waits this long before the search is sent. */
const SEARCH_DELAY_MS = 250

/** True once the element has come near the viewport: off-screen pickers ask the server for nothing. */
export function useNearViewport<T extends Element>(): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null)
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '300px',
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [near])
  return [ref, near]
}

async function searchChoices(schema: FolioSchemaResponse, relationTo: string[], search: string): Promise<Choice[]> {
  const lists = await Promise.all(
    relationTo.map(async (slug) => {
      const titleField = relatedTitleField(schema, slug)
      const result = await invokeApi(relatedSearchRequest(slug, titleField, search))
      const docs = result.ok ? ((result.data as { docs: Array<Record<string, unknown>> }).docs ?? []) : []
      return docs.map((doc) => choiceOf(slug, doc, optionTitle(doc, titleField)))
    }),
  )
  return lists.flat()
}

interface ChoicesOptions {
  schema: FolioSchemaResponse
  related: RelatedDocs
  relationTo: string[]
  refs: Ref[]
  search: string
  /** The picker is in view or being used: its options are worth asking for. */
  wanted: boolean
  /** The field is near the viewport: the chosen documents' titles are worth asking for. */
  visible: boolean
}

export function useChoices({ schema, related, relationTo, refs, search, wanted, visible }: ChoicesOptions) {
  const [choices, setChoices] = useState<Choice[]>([])
  const [known, setKnown] = useState<Map<string, Choice>>(new Map())
  /** Chosen documents looked up and not found (deleted, or not readable): their id stands for them. */
  const [unfound, setUnfound] = useState<ReadonlySet<string>>(new Set())
  const remember = useCallback(
    (found: Choice[]) => setKnown((prev) => new Map([...prev, ...found.map((c) => [c.key, c] as const)])),
    [],
  )

  // Options matching the search, from every related collection: asked for once the picker is in view or used.
  useEffect(() => {
    if (!wanted && !search) return
    let current = true
    const timer = setTimeout(
      () =>
        void searchChoices(schema, relationTo, search).then((all) => {
          if (!current) return
          setChoices(all)
          remember(all)
        }),
      search ? SEARCH_DELAY_MS : 0,
    )
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [relationTo, schema, search, wanted, remember])

  // Titles for chosen documents that are not among the options, asked for when the value changes.
  const lookUpMissing = useEffectEvent(() => {
    const missing = refs.filter((r) => !known.has(refKey(r, relationTo[0]!)))
    if (missing.length === 0) return null
    return Promise.all(
      missing.map(async (r): Promise<Choice | string> => {
        const slug = refCollection(r, relationTo[0]!)
        const doc = await related.get(slug, refId(r))
        return doc ? choiceOf(slug, doc, optionTitle(doc, relatedTitleField(schema, slug))) : refKey(r, relationTo[0]!)
      }),
    )
  })
  const refsKey = JSON.stringify(refs)
  useEffect(() => {
    if (!visible) return
    const lookup = lookUpMissing()
    if (!lookup) return
    let current = true
    void lookup.then((found) => {
      if (!current) return
      remember(found.filter((c): c is Choice => typeof c !== 'string'))
      const gone = found.filter((c): c is string => typeof c === 'string')
      if (gone.length) setUnfound((prev) => new Set([...prev, ...gone]))
    })
    return () => {
      current = false
    }
  }, [refsKey, visible, remember])

  return { choices, known, unfound, remember }
}
