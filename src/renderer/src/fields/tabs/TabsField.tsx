/**
 * A tabs field: one panel open at a time. Each tab counts the errors its fields hold, and when a refused
 * save reveals a field inside a closed tab, that tab opens so the field can take focus.
 */
import { useCallback, useState, useSyncExternalStore } from 'react'
import type { FolioClientField } from '@shared/protocol'
import { tabIndexHolding } from '../../core/schema/reveal-path'
import type { FormStore, Path } from '../../core/form/form-store'
import { useRevealTarget } from '../../core/form/reveal'
import { useErrorCountWhere } from '../../core/form/use-field'
import { labelText } from '../../core/schema/schema'
import { useFieldContext } from '../common/context'
import { FieldScope, inside, useFieldLocked } from '../common/FieldScope'
import { useFieldRenderer } from '../common/field-renderer'
import { childPath } from '../common/paths'
import { errorCountWords } from '../common/RowErrorPill'

/** The form-state paths that say whether the tabs field itself and each of its tabs are hidden by a condition. */
const conditionPaths = (field: FolioClientField, path: string): (Path | null)[] => [
  field.conditionPath ? childPath(path, field.conditionPath) : null,
  ...(field.tabs ?? []).map((tab) => (tab.conditionPath ? childPath(path, tab.conditionPath) : null)),
]

/** Which of `paths` the server's conditions hide, as one string ('1' hidden, '0' shown), re-read as they change. */
function useHiddenFlags(form: FormStore, paths: (Path | null)[]): string {
  const key = paths.join('\n')
  const subscribe = useCallback(
    (listener: () => void) => {
      const stops = key
        .split('\n')
        .filter(Boolean)
        .map((p) => form.subscribe(p, listener))
      return () => stops.forEach((stop) => stop())
    },
    [form, key],
  )
  return useSyncExternalStore(subscribe, () => paths.map((p) => (p && form.isHidden(p) ? '1' : '0')).join(''))
}

export function TabsField({ field, path }: { field: FolioClientField; path: string }) {
  const { form, language } = useFieldContext()
  const tabs = field.tabs ?? []
  // As in Payload's admin: a tabs field whose condition fails is not shown, nor a tab whose own condition
  // fails, and the open tab is the first one shown.
  const flags = useHiddenFlags(form, conditionPaths(field, path))
  const shown = tabs.map((_, i) => flags[i + 1] !== '1')
  const firstShown = shown.indexOf(true)
  const [active, setActive] = useState(() => Math.max(firstShown, 0))
  if (!shown[active] && firstShown >= 0) setActive(firstShown)
  // A reveal request for a field in another tab opens that tab (adjusted while rendering, as React advises).
  const target = useRevealTarget(form)
  const [seenTarget, setSeenTarget] = useState<Path | null>(null)
  if (target !== seenTarget) {
    setSeenTarget(target)
    const holding = target ? tabIndexHolding(tabs, path, target) : -1
    if (holding >= 0 && holding !== active) setActive(holding)
  }
  const tab = tabs[active]
  if (flags[0] === '1' || firstShown < 0) return null
  return (
    <div className="field-tabs">
      <div className="field-tabs__list" role="tablist">
        {tabs.map((t, i) =>
          !shown[i] ? null : (
            <button
              key={i}
              type="button"
              role="tab"
              aria-selected={i === active}
              className={`field-tabs__tab${i === active ? ' field-tabs__tab--active' : ''}`}
              onClick={() => setActive(i)}
              data-testid={`tab-${i}`}
            >
              {labelText(t.label as never, language, t.name ?? `Tab ${i + 1}`)}
              <TabErrorPill tabs={tabs} index={i} path={path} />
            </button>
          ),
        )}
      </div>
      {tab && (
        <div role="tabpanel" className="field-tabs__panel">
          <TabPanel tab={tab} path={path} />
        </div>
      )}
    </div>
  )
}

/** How many of the form's errors lie in this tab, as Payload's tabs show them. */
function TabErrorPill({ tabs, index, path }: { tabs: FolioClientField[]; index: number; path: string }) {
  const { form, t } = useFieldContext()
  const holds = useCallback((errorPath: Path) => tabIndexHolding(tabs, path, errorPath) === index, [tabs, path, index])
  const count = useErrorCountWhere(form, holds)
  if (count === 0) return null
  const words = errorCountWords(count, t)
  return (
    <>
      <span className="rows__error-pill field-tabs__errors" aria-hidden="true" data-testid={`tab-errors-${index}`}>
        {count}
      </span>
      <span className="visually-hidden">({words})</span>
    </>
  )
}

/** A tab's fields: a named tab is a level of the data (and of field access); any tab may be read-only. */
function TabPanel({ tab, path }: { tab: FolioClientField; path: string }) {
  const locked = useFieldLocked(tab)
  const renderFields = useFieldRenderer()
  return (
    <FieldScope readOnly={locked} descend={inside(tab.name)}>
      {renderFields({ fields: tab.fields ?? [], path: tab.name ? childPath(path, tab.name) : path })}
    </FieldScope>
  )
}
