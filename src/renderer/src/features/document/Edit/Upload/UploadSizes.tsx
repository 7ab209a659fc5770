/**
 * The image sizes Payload generated from the stored file (the collection's `imageSizes`), each with
 * its picture and pixel size, as the sizes list of Payload's upload view. Shown again after every
 * save: a crop or a new focal point cuts them anew under the same names, hence the version tag.
 */
import { useT } from '../../../../core/i18n/i18n-store'
import type { FormStore } from '../../../../core/form/form-store'
import { useFieldValue } from '../../../../core/form/use-field'
import { withCacheTag } from '../../../../core/upload/crop'
import { resolveServerUrl } from '@shared/server-url'
import { useSessionStore } from '../../../../core/stores/session-store'
import { ServerImage } from '../../../../ui/ServerImage/ServerImage'

interface Size {
  url?: string | null
  width?: number | null
  height?: number | null
}

export function UploadSizes({ form }: { form: FormStore }) {
  const t = useT()
  const [updatedAt] = useFieldValue<string>(form, 'updatedAt')
  // The sizes change with the version, which re-renders this.
  const [width] = useFieldValue<number>(form, 'width')
  const serverUrl = useSessionStore((s) => s.session?.serverUrl ?? null)
  const sizes = Object.entries((form.getData('sizes') ?? {}) as Record<string, Size>).filter(([, s]) => s?.url)
  if (sizes.length === 0 || !width) return null
  return (
    <section className="upload-sizes" data-testid="upload-sizes" aria-label={t('upload:sizes')}>
      <h3 className="upload-sizes__title">{t('upload:sizes')}</h3>
      <ul className="upload-sizes__list">
        {sizes.map(([name, size]) => {
          const href = resolveServerUrl(size.url!, serverUrl) ?? size.url!
          return (
            <li key={name} className="upload-sizes__item" data-testid={`upload-size-${name}`}>
              <ServerImage src={withCacheTag(href, updatedAt)} alt="" loading="lazy" />
              <a href={href} target="_blank" rel="noreferrer">
                {name}
              </a>
              <span data-testid="upload-size-dimensions">{`${size.width} × ${size.height}`}</span>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
