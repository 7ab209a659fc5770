import { useT } from '../../core/i18n/i18n-store'
import { seoLength } from './seo-length'

/** The plugin's length grade and count under a meta title or description, in its own words. */
export function SeoLengthHint({
  text,
  minLength,
  maxLength,
  testId,
}: {
  text: string | null | undefined
  minLength: number
  maxLength: number
  testId: string
}) {
  const t = useT()
  const hint = seoLength(text, minLength, maxLength)
  return (
    <div className="seo-length" data-testid={testId} data-grade={hint.grade}>
      <span className={`seo-length__grade seo-length__grade--${hint.grade}`}>{t(`plugin-seo:${hint.grade}`)}</span>
      <span className="seo-length__bar" aria-hidden="true">
        <span style={{ width: `${Math.round(hint.bar * 100)}%` }} />
      </span>
      <span className="seo-length__count">
        {t('plugin-seo:characterCount', { current: hint.length, minLength, maxLength })}
        {t(`plugin-seo:${hint.rest.key}`, { characters: hint.rest.characters })}
      </span>
    </div>
  )
}
