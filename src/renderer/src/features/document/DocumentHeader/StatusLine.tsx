/** Payload's "Status: Published · Last Modified: … · Created: …", in the UI language's date format, and the locale pill. */
import type { ReactElement } from 'react'
import { useI18n, useT } from '../../../core/i18n/i18n-store'
import { formatAdminDate } from '../../../core/lib/format'
import { useSchemaStore } from '../../../core/stores/schema-store'
import { STATUS_KEYS } from '../../../core/stores/document-status'
import type { DocumentSummary } from './use-document-summary'

export function StatusLine({ summary, locale }: { summary: DocumentSummary | null; locale?: string }) {
  const t = useT()
  const dateLocale = useI18n((s) => s.dateLocale)
  const dateFormat = useSchemaStore((s) => s.schema?.config.admin.dateFormat)
  const date = (value: string) => formatAdminDate(value, dateFormat, dateLocale)
  const items = [
    summary?.status && (
      <span key="status" data-testid="doc-status" data-status={summary.status}>
        {t('version:status')}: <strong>{t(STATUS_KEYS[summary.status])}</strong>
      </span>
    ),
    summary?.updatedAt && (
      <span key="updated" data-testid="doc-last-modified">
        {t('general:lastModified')}: <time dateTime={summary.updatedAt}>{date(summary.updatedAt)}</time>
      </span>
    ),
    summary?.createdAt && (
      <span key="created" data-testid="doc-created">
        {t('general:created')}: <time dateTime={summary.createdAt}>{date(summary.createdAt)}</time>
      </span>
    ),
  ].filter((item): item is ReactElement => Boolean(item))
  return (
    <p className="doc-header__status" data-testid="doc-status-line" aria-live="polite">
      {locale && (
        <span className="pill doc-header__locale" data-testid="doc-locale-pill" title={t('general:locale')}>
          {locale.toUpperCase()}
        </span>
      )}
      {items.map((item) => (
        <span key={item.key} className={`doc-header__status-item doc-header__status-item--${item.key}`}>
          {item}
        </span>
      ))}
    </p>
  )
}
