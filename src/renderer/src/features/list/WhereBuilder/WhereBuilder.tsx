import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { useT } from '../../../core/i18n/i18n-store'
import type { ListColumn } from '../../../core/schema/schema'
import { operatorsFor, whereToGroups, type WhereCondition, type WhereGroups } from '../../../core/lib/where'
import { groupsToWhere } from '../../../core/lib/where-complete'
import { ConditionRow } from './ConditionRow'
import { FILTER_TYPING_PAUSE_MS, whereKey } from './live-apply'
import { Button } from '../../../ui/Button/Button'
import './WhereBuilder.css'

interface Props {
  fields: ListColumn[]
  where: Record<string, unknown> | undefined
  onApply: (where: Record<string, unknown> | undefined) => void
}

/**
 * Filter rows: conditions in a group are ANDed, groups are ORed. Each complete change applies to the URL
 * as it is made (a typed value once typing pauses); rows still incomplete stay here, never in the URL.
 */
export function WhereBuilder({ fields, where, onApply }: Props) {
  const t = useT()
  const filterable = fields.filter((f) => operatorsFor(f.field).length > 0)
  const fieldOf = (name: string) => filterable.find((f) => f.name === name)?.field
  const [groups, setGroups] = useState<WhereGroups>(() => whereToGroups(where))
  /** Whether the last change was typed into a value (it waits for a pause) or chosen (it applies at once). */
  const [typing, setTyping] = useState(false)

  // What the rows apply, and what the URL held when they were last applied or read from it.
  const rowsWhere = groupsToWhere(groups, fieldOf)
  const rowsKey = whereKey(rowsWhere)
  const urlKey = whereKey(where)
  const [applied, setApplied] = useState({ url: urlKey, rows: rowsKey })
  // The URL changed by navigation (back, forward, a link), not by these rows: the rows show it.
  const [seenUrl, setSeenUrl] = useState(urlKey)
  if (urlKey !== seenUrl) {
    setSeenUrl(urlKey)
    if (urlKey !== applied.url) {
      const read = whereToGroups(where)
      setGroups(read)
      setTyping(false)
      setApplied({ url: urlKey, rows: whereKey(groupsToWhere(read, fieldOf)) })
    }
  }

  /** Sends rows to the URL when they filter otherwise than what it holds. */
  const applyRows = (next: WhereGroups) => {
    const nextWhere = groupsToWhere(next, fieldOf)
    const key = whereKey(nextWhere)
    if (key === applied.rows) return
    setApplied({ url: key, rows: key })
    onApply(nextWhere)
  }
  const applyTyped = useEffectEvent(() => applyRows(groups))
  /** A typed value still waiting for its pause: applied when the panel closes too, so it is not lost. */
  const waiting = useRef(false)
  useEffect(() => {
    if (!typing || rowsKey === applied.rows) return
    waiting.current = true
    const timer = setTimeout(() => {
      waiting.current = false
      applyTyped()
    }, FILTER_TYPING_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [rowsKey, applied.rows, typing])
  useEffect(
    () => () => {
      if (waiting.current) applyTyped()
    },
    [],
  )

  const blank = (): WhereCondition => {
    const field = filterable[0]
    return { field: field?.name ?? '', operator: field ? operatorsFor(field.field)[0]! : 'equals', value: '' }
  }
  /** A change of the rows: a choice applies at once, a typed value once typing pauses. */
  const change = (next: WhereGroups, typed = false) => {
    setTyping(typed)
    setGroups(next)
    if (!typed) applyRows(next)
  }
  const update = (gi: number, ci: number, patch: Partial<WhereCondition>, typed: boolean) =>
    change(
      groups.map((g, i) => (i !== gi ? g : g.map((c, j) => (j !== ci ? c : { ...c, ...patch })))),
      typed,
    )
  const remove = (gi: number, ci: number) =>
    change(groups.map((g, i) => (i !== gi ? g : g.filter((_, j) => j !== ci))).filter((g) => g.length > 0))

  return (
    <form
      className="where-builder"
      onSubmit={(e) => e.preventDefault()}
      // Enter in a typed value applies it without waiting for the pause.
      onKeyDown={(e) => {
        if (e.key === 'Enter' && e.target instanceof HTMLInputElement) {
          e.preventDefault()
          change(groups)
        }
      }}
      aria-label={t('general:filters')}
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
              onChange={(patch, typed) => update(gi, ci, patch, typed)}
              onRemove={() => remove(gi, ci)}
            />
          ))}
          <Button
            variant="secondary"
            size="small"
            onClick={() => change(groups.map((g, i) => (i === gi ? [...g, blank()] : g)))}
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
          onClick={() => change([...groups, [blank()]])}
          data-testid="where-add-or"
        >
          + {groups.length ? t('general:or') : t('general:addFilter')}
        </Button>
        {groups.length > 0 && (
          <Button variant="secondary" size="small" onClick={() => change([])} data-testid="where-clear">
            {t('general:clearAll')}
          </Button>
        )}
      </div>
    </form>
  )
}
