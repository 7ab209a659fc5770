/** An upload field's "Choose from existing": opens the media library; what is chosen comes back as choices. */
import { Button } from '@renderer/ui/Button/Button'
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
      <Button
        variant="secondary"
        size="small"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid={`media-library-open-${props.path}`}
      >
        {t('fields:chooseFromExisting')}
      </Button>
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
