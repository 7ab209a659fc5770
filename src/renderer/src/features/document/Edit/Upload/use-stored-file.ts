/** The file a saved upload document holds, read from its form (Payload's upload fields), for display. */
import { useSessionStore } from '../../../../core/stores/session-store'
import { useFieldValue } from '../../../../core/form/use-field'
import type { FormStore } from '../../../../core/form/form-store'
import { useImagePreview } from '../../../../core/lib/use-image-preview'
import { resolveServerUrl } from '@shared/server-url'
import type { FileFacts } from './FileDetails'

/** The stored file (its thumbnail the smallest image size covering `box` px), or null when there is none. */
export function useStoredFile(form: FormStore, box: number): FileFacts | null {
  const [filename] = useFieldValue<string>(form, 'filename')
  const [url] = useFieldValue<string>(form, 'url')
  const [filesize] = useFieldValue<number>(form, 'filesize')
  const [mimeType] = useFieldValue<string>(form, 'mimeType')
  const [width] = useFieldValue<number>(form, 'width')
  const [height] = useFieldValue<number>(form, 'height')
  const [thumbnailURL] = useFieldValue<string>(form, 'thumbnailURL')
  const serverUrl = useSessionStore((s) => s.session?.serverUrl ?? null)
  // The sizes change with url (a replaced file), which re-renders this.
  const sizes = url ? form.getData('sizes') : undefined
  const isImage = Boolean(mimeType?.startsWith('image/'))
  const preview = useImagePreview(isImage ? { url, width, height, sizes, thumbnailURL } : null, box)
  if (!filename) return null
  return {
    name: filename,
    href: resolveServerUrl(url, serverUrl),
    size: filesize,
    type: mimeType,
    width,
    height,
    preview,
  }
}
