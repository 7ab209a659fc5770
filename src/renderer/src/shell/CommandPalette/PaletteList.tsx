import { useLayoutEffect, useRef } from 'react'
import { useT } from '../../core/i18n/i18n-store'
import type { PaletteItem, PaletteSection } from './palette-items'

const SECTION_LABEL: Record<PaletteSection, string> = {
  actions: 'folio:paletteActions',
  go: 'folio:paletteGoTo',
  documents: 'folio:paletteDocuments',
}

/** The palette's options, with a heading where a section starts; the active one kept in view. */
export function PaletteList({
  id,
  items,
  active,
  onChoose,
  onHover,
  searching,
  query,
}: {
  id: string
  items: PaletteItem[]
  active: number
  onChoose: (item: PaletteItem) => void
  onHover: (index: number) => void
  searching: boolean
  query: string
}) {
  const t = useT()
  const list = useRef<HTMLUListElement>(null)
  useLayoutEffect(() => {
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(`${id}-${active}`)}`)?.scrollIntoView({ block: 'nearest' })
  }, [active, id])

  return (
    <>
      <ul className="palette__list" role="listbox" id={id} ref={list} aria-label={t('folio:commandPalette')}>
        {items.map((item, index) => (
          <li
            key={item.key}
            id={`${id}-${index}`}
            role="option"
            aria-selected={index === active}
            aria-disabled={item.disabled || undefined}
            className={`palette__option${index === active ? ' palette__option--active' : ''}`}
            data-section={item.section}
            data-first={index === 0 || items[index - 1]!.section !== item.section || undefined}
            data-section-label={t(SECTION_LABEL[item.section])}
            onMouseMove={() => index !== active && !item.disabled && onHover(index)}
            onClick={() => onChoose(item)}
            data-testid={`palette-item-${item.key}`}
          >
            <span className="palette__label">{item.label}</span>
            {item.detail && <span className="palette__detail">{item.detail}</span>}
          </li>
        ))}
      </ul>
      <p className="palette__status" role="status" data-testid="palette-status">
        {searching ? t('folio:paletteSearching') : items.length === 0 ? t('folio:paletteNoResults', { query }) : ''}
      </p>
    </>
  )
}
