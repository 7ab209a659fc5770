/**
 * Where a file is chosen: a button over a real file input, a drop target, and Ctrl/Cmd+V of a copied
 * image anywhere on the screen (a paste without a file stays with the field it was made in).
 */
import { useEffect, useRef, useState } from 'react'
import { useT } from '../../../../core/i18n/i18n-store'
import { Button } from '../../../../ui/Button/Button'

export function FilePicker({
  label,
  accept,
  onFile,
  disabled = false,
}: {
  label: string
  /** The collection's MIME patterns, for the system's file dialog. */
  accept?: string[]
  onFile: (file: File) => void
  disabled?: boolean
}) {
  const t = useT()
  const input = useRef<HTMLInputElement>(null)
  const [over, setOver] = useState(false)
  const onFileRef = useRef(onFile)
  useEffect(() => {
    onFileRef.current = onFile
  })

  useEffect(() => {
    if (disabled) return
    const onPaste = (event: ClipboardEvent) => {
      const file = event.clipboardData?.files[0]
      if (!file) return
      event.preventDefault()
      onFileRef.current(file)
    }
    document.addEventListener('paste', onPaste)
    return () => document.removeEventListener('paste', onPaste)
  }, [disabled])

  return (
    <div
      className={`file-picker${over ? ' file-picker--over' : ''}`}
      data-testid="file-drop"
      onDragOver={(e) => {
        if (disabled) return
        e.preventDefault()
        setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault()
        setOver(false)
        const file = e.dataTransfer.files[0]
        if (file && !disabled) onFile(file)
      }}
    >
      <Button variant="secondary" disabled={disabled} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <span className="file-picker__hint">{t('upload:dragAndDropHere')}</span>
      <input
        ref={input}
        type="file"
        hidden
        accept={accept?.join(',')}
        data-testid="file-input"
        aria-label={label}
        onChange={(e) => {
          const file = e.target.files?.[0]
          // The same file may be chosen again after "remove".
          e.target.value = ''
          if (file) onFile(file)
        }}
      />
    </div>
  )
}
