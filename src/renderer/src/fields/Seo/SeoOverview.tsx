/** The SEO plugin's overview: how many of its checks (title and description length, image) pass. */
import type { FolioClientField } from '@shared/protocol'
import { useFieldValue } from '../../core/form/use-field'
import { useFieldContext } from '../common/context'
import { seoLength, seoLimits } from './seo-length'

export function SeoOverview({ field, path }: { field: FolioClientField; path: string }) {
  const { form, t } = useFieldContext()
  const props = field.customField?.clientProps ?? {}
  const text = (key: string, fallback: string) => {
    const value = props[key]
    return typeof value === 'string' ? value : fallback
  }
  const [title] = useFieldValue<string | null>(form, text('titlePath', 'meta.title'))
  const [description] = useFieldValue<string | null>(form, text('descriptionPath', 'meta.description'))
  const imagePath = typeof props.imagePath === 'string' ? props.imagePath : null
  const [image] = useFieldValue<unknown>(form, imagePath ?? '')
  const limits = (kind: 'title' | 'description', overrides: unknown) =>
    seoLimits(kind, overrides && typeof overrides === 'object' ? overrides : {})
  const titleLimits = limits('title', props.titleOverrides)
  const descriptionLimits = limits('description', props.descriptionOverrides)
  const checks = [
    seoLength(title, titleLimits.minLength, titleLimits.maxLength).grade === 'good',
    seoLength(description, descriptionLimits.minLength, descriptionLimits.maxLength).grade === 'good',
    ...(imagePath ? [image !== null && image !== undefined && image !== ''] : []),
  ]
  const passing = checks.filter(Boolean).length
  return (
    <p className="seo-overview" data-testid={`seo-overview-${path}`} data-passing={passing === checks.length}>
      {t('plugin-seo:checksPassing', { current: passing, max: checks.length })}
    </p>
  )
}
