/** An upload field's "Choose from existing": opens the media library; what is chosen comes back as choices. */
import { useState } from 'react'
import type { FolioSchemaResponse } from '@shared/protocol'
import { useT } from '../../i18n/i18n-store'
import type { FieldFilter } from '../../lib/form/form-store'
import { MediaLibrary, type MediaChoice } from './MediaLibrary'

interface MediaLibraryButtonProps {
  schema: FolioSchemaResponse
  path: string
  relationTo: string[]
  multiple: boolean
  filter: FieldFilter | undefined
  exclude: ReadonlySet<string>
  onChoose: (chosen: MediaChoice[]) => void
}

export function MediaLibraryButton({ onChoose, ...props }: MediaLibraryButtonProps) {
  const t = useT()
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className="btn btn--secondary btn--small"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid={`media-library-open-${props.path}`}
      >
        {t('fields:chooseFromExisting')}
      </button>
      {open && (
        <MediaLibrary
          {...props}
          onClose={() => setOpen(false)}
          onChoose={(chosen) => {
            setOpen(false)
            onChoose(chosen)
          }}
        />
      )}
    </>
  )
}
