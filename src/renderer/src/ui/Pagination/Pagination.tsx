import { useT } from '../../core/i18n/i18n-store'
import { PER_PAGE_CHOICES, pageItems, pageRange } from '../../core/lib/pagination'
import './Pagination.css'
import { Icon, NextIcon, PreviousIcon } from '../Icon/Icon'
import { Select } from '../Select/Select'

interface Props {
  page: number
  totalPages: number
  totalDocs: number
  limit: number
  onPage: (page: number) => void
  onLimit: (limit: number) => void
}

/** Page buttons (one neighbour each side), the 'x-y of total' line and the per-page choice. */
export function Pagination({ page, totalPages, totalDocs, limit, onPage, onLimit }: Props) {
  const t = useT()
  const range = pageRange(page, limit, totalDocs)
  const choices = PER_PAGE_CHOICES.includes(limit as (typeof PER_PAGE_CHOICES)[number])
    ? PER_PAGE_CHOICES
    : [...PER_PAGE_CHOICES, limit].sort((a, b) => a - b)
  return (
    <div className="pagination" data-testid="pagination">
      {totalPages > 1 && (
        <nav className="pagination__pages" aria-label="Pagination">
          <button
            type="button"
            className="pagination__step"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
            aria-label={t('general:previous')}
            data-testid="page-prev"
          >
            <Icon icon={PreviousIcon} />
          </button>
          {pageItems(page, totalPages).map((item) =>
            item.kind === 'gap' ? (
              <span key={item.key} className="pagination__gap">
                …
              </span>
            ) : (
              <button
                key={item.page}
                type="button"
                className={`pagination__page${item.current ? ' pagination__page--current' : ''}`}
                aria-current={item.current ? 'page' : undefined}
                onClick={() => onPage(item.page)}
                data-testid={`page-${item.page}`}
              >
                {item.page}
              </button>
            ),
          )}
          <button
            type="button"
            className="pagination__step"
            disabled={page >= totalPages}
            onClick={() => onPage(page + 1)}
            aria-label={t('general:next')}
            data-testid="page-next"
          >
            <Icon icon={NextIcon} />
          </button>
        </nav>
      )}
      {range && (
        <span className="pagination__range" data-testid="page-range">
          {range.from}-{range.to} {t('general:of')} {range.total}
        </span>
      )}
      <Select
        className="pagination__limit"
        label={t('general:perPage', { limit })}
        value={String(limit)}
        options={choices.map((choice) => ({ value: String(choice), label: t('general:perPage', { limit: choice }) }))}
        onChange={(value) => onLimit(Number(value))}
        testId="per-page"
      />
    </div>
  )
}
