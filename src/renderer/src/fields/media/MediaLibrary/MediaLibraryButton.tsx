/** An upload field's "Choose from existing": opens the media library; what is chosen comes back as choices. */
import { useState } from 'react'
import { useT } from '../../../core/i18n/i18n-store'
import { MediaLibrary, type MediaLibraryProps } from './MediaLibrary'

/** The library's own props, less its closing: the button opens and closes it. */
type MediaLibraryButtonProps = Omit<MediaLibraryProps, 'onClose'>

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
