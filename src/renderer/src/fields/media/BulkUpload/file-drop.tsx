/**
 * The two ways files reach the bulk upload from a list or a field: dropped from the desktop (only drags
 * that carry files are taken, so dragging a row or a chip is left alone), or picked with a multi-file input
 * behind a labelled button.
 */
import { ButtonFace } from '@renderer/ui/Button/Button'
import { useId, useState } from 'react'

const carriesFiles = (e: React.DragEvent) => Array.from(e.dataTransfer.types).includes('Files')

/** Drop handlers for an element, and whether files are being dragged over it (null: takes none). */
export function useFileDrop(onFiles: ((files: File[]) => void) | null) {
  const [over, setOver] = useState(false)
  if (!onFiles) return { over: false, handlers: {} }
  return {
    over,
    handlers: {
      onDragOver: (e: React.DragEvent) => {
        if (!carriesFiles(e)) return
        e.preventDefault()
        setOver(true)
      },
      onDragLeave: (e: React.DragEvent) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOver(false)
      },
      onDrop: (e: React.DragEvent) => {
        const files = Array.from(e.dataTransfer.files)
        setOver(false)
        if (!files.length) return
        e.preventDefault()
        e.stopPropagation()
        onFiles(files)
      },
    },
  }
}

/** A button that picks several files (the input is reachable by keyboard; its label is the button). */
export function PickFiles({
  label,
  testId,
  onFiles,
  accept,
  small,
}: {
  label: string
  testId: string
  onFiles: (files: File[]) => void
  accept?: string
  small?: boolean
}) {
  const inputId = useId()
  return (
    <span className="bulk-upload__add">
      <input
        id={inputId}
        type="file"
        multiple
        accept={accept}
        className="visually-hidden"
        data-testid={testId}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? [])
          e.target.value = ''
          if (files.length) onFiles(files)
        }}
      />
      <ButtonFace as="label" htmlFor={inputId} variant="secondary" size={small ? 'small' : 'medium'}>
        {label}
      </ButtonFace>
    </span>
  )
}
