/** Shown while documents are selected: how many, "select all N matching", and the actions the user may do. */
import { useT } from '../../../core/i18n/i18n-store'
import { Button } from '../../../ui/Button/Button'

export type BulkKind = 'delete' | 'publish' | 'unpublish' | 'edit' | 'move' | 'restore'

interface Props {
  count: number
  /** The collection's label for `count` documents (singular for one). */
  label: string
  /** Offered when the whole page is selected and more documents match: their number and label. */
  allMatching: { total: number; label: string } | null
  allowed: BulkKind[]
  busy: boolean
  /** Every permission the actions depend on has been answered. */
  settled: boolean
  onSelectAllMatching: () => void
  onClear: () => void
  onAction: (kind: BulkKind) => void
}

const ACTION_KEYS: Record<BulkKind, string> = {
  edit: 'general:edit',
  move: 'general:move',
  publish: 'version:publish',
  unpublish: 'version:unpublish',
  delete: 'general:delete',
  restore: 'general:restore',
}

export function BulkBar({
  count,
  label,
  allMatching,
  allowed,
  busy,
  settled,
  onSelectAllMatching,
  onClear,
  onAction,
}: Props) {
  const t = useT()
  return (
    <div
      className="bulk-bar"
      role="region"
      aria-label={t('general:selectedCount', { count, label })}
      data-testid="bulk-bar"
      data-permissions={settled ? 'settled' : 'asking'}
    >
      <span className="bulk-bar__count" data-testid="bulk-count">
        {t('general:selectedCount', { count, label })}
      </span>
      {allMatching && (
        <Button variant="secondary" size="small" onClick={onSelectAllMatching} data-testid="select-all-matching">
          {t('general:selectAll', { count: allMatching.total, label: allMatching.label })}
        </Button>
      )}
      <Button variant="secondary" size="small" onClick={onClear} data-testid="bulk-clear">
        {t('general:clear')}
      </Button>
      <span className="bulk-bar__actions">
        {(['restore', 'edit', 'move', 'publish', 'unpublish', 'delete'] as const)
          .filter((kind) => allowed.includes(kind))
          .map((kind) => (
            <Button
              key={kind}
              variant="secondary"
              size="small"
              disabled={busy}
              onClick={() => onAction(kind)}
              data-testid={`bulk-${kind}`}
            >
              {t(ACTION_KEYS[kind])}
            </Button>
          ))}
      </span>
    </div>
  )
}
