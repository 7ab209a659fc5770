/** An internal link's document: the chosen one (collection and title) and the button opening the picker. */
import { Button } from '@renderer/ui/Button/Button'
import { useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { useFieldContext } from '@renderer/fields/common/context'
import { findEntity, singularLabel } from '@renderer/core/schema/schema'
import type { LinkFields } from '../../nodes'
import { DocumentPicker } from '../../shared/DocumentPicker'
import { useDocTitle } from '../../shared/use-doc-title'

export type LinkedDoc = NonNullable<LinkFields['doc']>

function ChosenDoc({ doc }: { doc: LinkedDoc }) {
  const { schema, language } = useFieldContext()
  const { title } = useDocTitle(doc.relationTo, doc.value)
  const entity = findEntity(schema, 'collection', doc.relationTo)
  return (
    <span className="rt-link-form__doc" data-testid="rt-link-doc">
      {entity ? singularLabel(entity, language) : doc.relationTo}: {title}
    </span>
  )
}

/** The picker is a dialog over the link dialog: its Escape closes it alone. */
export function InternalLinkChooser(props: {
  doc: LinkedDoc | null
  collections: string[]
  onChange: (doc: LinkedDoc) => void
}) {
  const { t } = useFieldContext()
  const [picking, setPicking] = useState(false)
  const chooseButton = useRef<HTMLButtonElement>(null)
  const setOpen = (open: boolean) => {
    setPicking(open)
    // Focus goes back to the button that opened the picker.
    if (!open) chooseButton.current?.focus()
  }
  return (
    <div className="rt-link-form__internal">
      {props.doc && <ChosenDoc doc={props.doc} />}
      <Button ref={chooseButton} size="small" data-testid="rt-link-choose" onClick={() => setOpen(true)}>
        {t('fields:chooseDocumentToLink')}
      </Button>
      {picking &&
        createPortal(
          <DocumentPicker
            title={t('fields:chooseDocumentToLink')}
            collections={props.collections}
            onClose={() => setOpen(false)}
            onPick={(relationTo, value) => {
              props.onChange({ relationTo, value })
              setOpen(false)
            }}
          />,
          document.body,
        )}
    </div>
  )
}
