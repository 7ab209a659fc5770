/**
 * The field's "Add new" button: opens a drawer to create a related document. With several related
 * collections the editor may create in, it first offers them as a small list of buttons.
 */
import { Button } from '@renderer/ui/Button/Button'
import { useState, type Ref } from 'react'
import { useFieldContext } from '../common/context'
import { relatedCollectionLabel } from '../common/related-lookup'

interface CreateNewProps {
  ref?: Ref<HTMLButtonElement>
  path: string
  /** The related collections the editor may create in (at least one). */
  collections: string[]
  polymorphic: boolean
  /** An upload field's drop zone: Payload's primary "Create New". */
  primary?: boolean
  onCreate: (slug: string) => void
}

export function CreateNew({ ref, path, collections, polymorphic, primary = false, onCreate }: CreateNewProps) {
  const { schema, language, t } = useFieldContext()
  const [choosing, setChoosing] = useState(false)
  const only = collections.length === 1 ? collections[0]! : null
  const label = (slug: string) => relatedCollectionLabel(schema, slug, language)
  return (
    <span
      className="relationship__create"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !choosing) return
        event.preventDefault()
        setChoosing(false)
      }}
    >
      <Button
        ref={ref}
        variant={primary ? 'primary' : 'secondary'}
        size="small"
        aria-label={polymorphic && only ? t('fields:addNewLabel', { label: label(only) }) : undefined}
        aria-expanded={only ? undefined : choosing}
        onClick={() => (only ? onCreate(only) : setChoosing((c) => !c))}
        data-testid={`drawer-create-${path}`}
      >
        {primary ? t('general:createNew') : t('fields:addNew')}
      </Button>
      {choosing && !only && (
        <span className="relationship__create-choices" role="group" aria-label={t('fields:addNew')}>
          {collections.map((slug) => (
            <Button
              key={slug}
              variant="secondary"
              size="small"
              onClick={() => {
                setChoosing(false)
                onCreate(slug)
              }}
              data-testid={`drawer-create-${path}-${slug}`}
            >
              {label(slug)}
            </Button>
          ))}
        </span>
      )}
    </span>
  )
}
