/**
 * A block's content at a glance (block-preview.ts): on a card, each of its first fields as a label and a
 * value (a related document's title, an upload's thumbnail); in an inline block's chip, the values alone.
 * Values too long for their room end in an ellipsis, in either direction of writing.
 */
import type { FolioClientBlock } from '@shared/protocol'
import { useFieldContext } from '@renderer/fields/common/context'
import { useImagePreview } from '@renderer/core/lib/use-image-preview'
import { ServerImage } from '@renderer/ui/ServerImage/ServerImage'
import { blockPreview, type DocRef, type PreviewItem } from './block-preview'
import { useDocTitle } from './use-doc-title'
import './block-preview.css'

/** A thumbnail is drawn this many CSS pixels high. */
const THUMB = 32

function DocTitle({ doc }: { doc: DocRef }) {
  const { title } = useDocTitle(doc.relationTo, doc.value)
  return <>{title}</>
}

function UploadThumb({ doc }: { doc: DocRef }) {
  const { title, doc: found } = useDocTitle(doc.relationTo, doc.value)
  const mime = typeof found?.mimeType === 'string' ? found.mimeType : ''
  const src = useImagePreview(mime.startsWith('image/') ? found : null, THUMB)
  return (
    <>
      {src ? (
        <ServerImage className="rt-preview__thumb" src={src} alt="" data-testid="rt-preview-thumb" />
      ) : (
        <span className="rt-preview__thumb rt-preview__thumb--empty" aria-hidden="true" />
      )}
      <span className="rt-preview__text">{title}</span>
    </>
  )
}

function ItemValue({ item }: { item: PreviewItem }) {
  const { t } = useFieldContext()
  switch (item.kind) {
    case 'text':
      return <span className="rt-preview__text">{item.text}</span>
    case 'checkbox':
      return <span className="rt-preview__text">{t(item.checked ? 'general:yes' : 'general:no')}</span>
    case 'relationship':
      return (
        <span className="rt-preview__text">
          <DocTitle doc={item.docs[0]!} />
          {item.docs.length > 1 ? ` +${item.docs.length - 1}` : ''}
        </span>
      )
    case 'upload':
      return (
        <>
          <UploadThumb doc={item.docs[0]!} />
          {item.docs.length > 1 ? <span className="rt-preview__more">+{item.docs.length - 1}</span> : null}
        </>
      )
  }
}

/** The card's preview: one line per field that holds something, its label before its value. */
export function BlockPreview({ fields, block }: { fields: Record<string, unknown>; block: FolioClientBlock }) {
  const { language } = useFieldContext()
  const items = blockPreview(fields, block, language, 4)
  if (!items.length) return null
  return (
    <dl className="rt-preview" data-testid="rich-text-block-preview">
      {items.map((item) => (
        <div key={item.name} className="rt-preview__item" data-testid={`rt-preview-${item.name}`}>
          <dt className="rt-preview__label">{item.label}</dt>
          <dd className="rt-preview__value">
            <ItemValue item={item} />
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** The chip's preview: the first two values that are words (no thumbnails in running text), joined by a dot. */
export function InlinePreview({ fields, block }: { fields: Record<string, unknown>; block: FolioClientBlock }) {
  const { language } = useFieldContext()
  const items = blockPreview(fields, block, language, 4)
    .filter((item) => item.kind !== 'upload')
    .slice(0, 2)
  if (!items.length) return null
  return (
    <span className="inline-block__preview" data-testid="inline-block-preview">
      {': '}
      {items.map((item, index) => (
        <span key={item.name}>
          {index > 0 ? ' · ' : ''}
          {item.kind === 'checkbox' ? `${item.label}: ` : ''}
          <ItemValue item={item} />
        </span>
      ))}
    </span>
  )
}
