import { useState } from 'react'
import { useT } from '../../../core/i18n/i18n-store'
import type { ListColumn } from '../../../core/schema/schema'
import {
  groupsToWhere,
  operatorsFor,
  whereToGroups,
  type WhereCondition,
  type WhereGroups,
} from '../../../core/lib/where'
import { ConditionRow } from './ConditionRow'
import { Button } from '../../../ui/Button/Button'
import './WhereBuilder.css'

interface Props {
  fields: ListColumn[]
  where: Record<string, unknown> | undefined
  onApply: (where: Record<string, unknown> | undefined) => void
}

/** Filter rows: conditions in a group are ANDed, groups are ORed. Applied to the URL on submit. */
export function WhereBuilder({ fields, where, onApply }: Props) {
  const t = useT()
  const filterable = fields.filter((f) => operatorsFor(f.field).length > 0)
  const [groups, setGroups] = useState<WhereGroups>(() => whereToGroups(where))

  const blank = (): WhereCondition => {
    const field = filterable[0]
    return { field: field?.name ?? '', operator: field ? operatorsFor(field.field)[0]! : 'equals', value: '' }
  }
  const update = (gi: number, ci: number, patch: Partial<WhereCondition>) =>
    setGroups((all) => all.map((g, i) => (i !== gi ? g : g.map((c, j) => (j !== ci ? c : { ...c, ...patch })))))
  const remove = (gi: number, ci: number) =>
    setGroups((all) => all.map((g, i) => (i !== gi ? g : g.filter((_, j) => j !== ci))).filter((g) => g.length > 0))

  return (
    <form
      className="where-builder"
      onSubmit={(e) => {
        e.preventDefault()
        onApply(groupsToWhere(groups))
      }}
      data-testid="where-builder"
    >
      {groups.length === 0 && <p className="where-builder__empty">{t('general:noFiltersSet')}</p>}
      {groups.map((group, gi) => (
        <div key={gi} className="where-builder__group" data-testid={`where-group-${gi}`}>
          {gi > 0 && <div className="where-builder__or">{t('general:or')}</div>}
          {group.map((condition, ci) => (
            <ConditionRow
              key={ci}
              filterable={filterable}
              condition={condition}
              first={ci === 0}
              testId={`where-row-${gi}-${ci}`}
              onChange={(patch) => update(gi, ci, patch)}
              onRemove={() => remove(gi, ci)}
            />
          ))}
          <Button
            variant="secondary"
            size="small"
            onClick={() => setGroups((all) => all.map((g, i) => (i === gi ? [...g, blank()] : g)))}
            data-testid={`where-add-and-${gi}`}
          >
            + {t('general:and')}
          </Button>
        </div>
      ))}
      <div className="where-builder__actions">
        <Button
          variant="secondary"
          size="small"
          onClick={() => setGroups((all) => [...all, [blank()]])}
          data-testid="where-add-or"
        >
          + {groups.length ? t('general:or') : t('general:addFilter')}
        </Button>
        <Button type="submit" size="small" data-testid="where-apply">
          {t('general:filter')}
        </Button>
        {groups.length > 0 && (
          <Button
            variant="secondary"
            size="small"
            onClick={() => {
              setGroups([])
              onApply(undefined)
            }}
            data-testid="where-clear"
          >
            {t('general:clearAll')}
          </Button>
        )}
      </div>
    </form>
  )
}
