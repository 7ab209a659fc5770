/**
 * The crop editor for the document's image, where the collection allows crop (Payload's default) and
 * the file is one Payload can cut: drawn on the chosen file before it is sent, or on the stored
 * original (its address tagged with the document's version, since a crop keeps the file's name).
 */
import { useDocumentSession } from '../../session/use-document-session'
import { useFieldValue } from '../../../../core/form/use-field'
import { canCrop, withCacheTag } from '../../../../core/upload/crop'
import { resolveServerUrl } from '@shared/server-url'
import { useSessionStore } from '../../../../core/stores/session-store'
import { CropEditor } from './CropEditor'
import type { ChosenPreview } from './use-chosen-preview'

export function ImageCrop({ chosen }: { chosen: ChosenPreview }) {
  const doc = useDocumentSession('canSave', 'chosenFile', 'cropBox', 'entity', 'form', 'setCrop', 'setCropDrawing')
  const { form, chosenFile, canSave, cropBox, setCrop, setCropDrawing } = doc
  const upload = doc.entity?.upload as { crop?: boolean } | undefined
  const [url] = useFieldValue<string>(form, 'url')
  const [mimeType] = useFieldValue<string>(form, 'mimeType')
  const [width] = useFieldValue<number>(form, 'width')
  const [height] = useFieldValue<number>(form, 'height')
  const [updatedAt] = useFieldValue<string>(form, 'updatedAt')
  const serverUrl = useSessionStore((s) => s.session?.serverUrl ?? null)

  if (upload?.crop === false) return null
  const stored = url ? resolveServerUrl(url, serverUrl) : null
  const image = chosenFile ? chosen.url : stored && withCacheTag(stored, updatedAt)
  const size = chosenFile ? { width: chosen.width ?? 0, height: chosen.height ?? 0 } : { width, height }
  if (!canCrop(chosenFile ? chosenFile.type : mimeType) || !image || !size.width || !size.height) return null
  const pixels = { width: size.width, height: size.height }
  return (
    <CropEditor
      // A new image starts uncropped, with its own fields.
      key={image}
      image={image}
      size={pixels}
      box={cropBox}
      disabled={!canSave}
      onChange={(box) => setCrop(box, pixels)}
      onDrawing={setCropDrawing}
    />
  )
}
