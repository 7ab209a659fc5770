/**
 * An empty upload field's actions, as Payload's admin lays them out: one drop zone holding the primary
 * "Create New" and "Choose from existing" (the children), and under them "or drag and drop a file here",
 * which is also the label of the file input: a click or Enter on it picks a file (several for hasMany).
 * Files dropped anywhere on the field are taken by the field itself.
 */
import { useId, type ReactNode } from 'react'
import { useT } from '../../../core/i18n/i18n-store'
import './UploadDropzone.css'

interface Props {
  path: string
  /** hasMany: several files at once, each with its own form in the bulk upload. */
  multiple: boolean
  accept: string | undefined
  onFiles: (files: File[]) => void
  /** The field may not create uploads (`admin.allowCreate: false`): only choosing from existing ones. */
  takesFiles?: boolean
  children: ReactNode
}

export function UploadDropzone({ path, multiple, accept, onFiles, takesFiles = true, children }: Props) {
  const t = useT()
  const inputId = useId()
  return (
    <div className="upload-dropzone" data-testid={`upload-dropzone-${path}`}>
      <span className="upload-dropzone__actions">{children}</span>
      {takesFiles && (
        <>
          <input
            id={inputId}
            type="file"
            multiple={multiple}
            accept={accept}
            className="visually-hidden upload-dropzone__input"
            // The ids the file inputs had before the drop zone: a single file, or the bulk upload's files.
            data-testid={multiple ? `bulk-upload-${path}` : `upload-${path}`}
            onChange={(e) => {
              const files = Array.from(e.target.files ?? [])
              e.target.value = ''
              if (files.length) onFiles(files)
            }}
          />
          <label htmlFor={inputId} className="upload-dropzone__pick" data-testid={`upload-pick-${path}`}>
            {t('upload:dragAndDropHere')}
          </label>
        </>
      )}
    </div>
  )
}
