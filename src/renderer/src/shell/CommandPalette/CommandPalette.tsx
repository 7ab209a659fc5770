/**
 * Ctrl/Cmd+K: one field to go anywhere, find a document by its title, or run an action on the open
 * document. A combobox over a listbox (WAI-ARIA): arrows move, Enter runs, Escape closes and focus
 * returns to where it was.
 */
import { useId, useState, type KeyboardEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { useI18n, useT } from '../../core/i18n/i18n-store'
import { useCommandStore } from '../../core/stores/command-store'
import { useSchemaStore } from '../../core/stores/schema-store'
import { Dialog } from '../../ui/Modal/Dialog'
import { filterPaletteItems, nextEnabled, type PaletteItem } from './palette-items'
import { PaletteList } from './PaletteList'
import { useDocumentSearch } from './use-document-search'
import { useAppCommands } from './use-app-commands'
import { usePaletteItems } from './use-palette-items'
import './CommandPalette.css'

export function CommandPalette() {
  const open = useCommandStore((s) => s.paletteOpen)
  useAppCommands()
  if (!open) return null
  return <OpenPalette />
}

function OpenPalette() {
  const t = useT()
  const language = useI18n((s) => s.language)
  const navigate = useNavigate()
  const schema = useSchemaStore((s) => s.schema)
  const access = useSchemaStore((s) => s.access)
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const search = useDocumentSearch(query, schema, access)
  const items = filterPaletteItems(usePaletteItems(t, language, search.found), query)
  const titleId = useId()
  const listId = useId()
  const close = () => useCommandStore.getState().setPaletteOpen(false)
  const current = items[active]?.disabled ? nextEnabled(items, active, 1) : Math.min(active, items.length - 1)

  const choose = (item: PaletteItem | undefined) => {
    if (!item || item.disabled) return
    close()
    if (item.to) void navigate(item.to)
    else item.run?.()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setActive(nextEnabled(items, current, event.key === 'ArrowDown' ? 1 : -1))
    } else if (event.key === 'Enter') {
      event.preventDefault()
      choose(items[current])
    }
  }

  return (
    <Dialog testId="command-palette" labelledBy={titleId} className="palette" onCancel={close}>
      <h2 id={titleId} className="visually-hidden">
        {t('folio:commandPalette')}
      </h2>
      <input
        className="palette__input"
        dir="auto"
        role="combobox"
        aria-expanded="true"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={items[current] ? `${listId}-${current}` : undefined}
        aria-label={t('folio:commandPalette')}
        placeholder={t('folio:paletteSearch')}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value)
          setActive(0)
        }}
        onKeyDown={onKeyDown}
        autoComplete="off"
        spellCheck={false}
        data-testid="palette-input"
      />
      <PaletteList
        id={listId}
        items={items}
        active={current}
        onChoose={choose}
        onHover={setActive}
        searching={search.searching}
        query={query}
      />
    </Dialog>
  )
}
