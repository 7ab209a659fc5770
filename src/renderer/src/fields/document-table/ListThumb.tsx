/** An upload collection's row thumbnail, as Payload's list shows one beside the file's title. */
import { useImagePreview } from '../../core/lib/use-image-preview'
import { ServerImage } from '../../ui/ServerImage/ServerImage'

/** The thumbnail is 2.5rem square (ListView.css). */
const THUMB_BOX = 40

export function ListThumb({ doc }: { doc: Record<string, unknown> }) {
  const image = typeof doc.mimeType === 'string' && doc.mimeType.startsWith('image/')
  const src = useImagePreview(image ? doc : null, THUMB_BOX)
  if (!src) return null
  return <ServerImage className="list__thumb" src={src} alt="" loading="lazy" data-testid="list-thumb" />
}
