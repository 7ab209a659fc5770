/** Everything the palette can offer now: places, the registered commands, app actions and found documents. */
import { useMemo } from 'react'
import { routes } from '../../core/routes/routes'
import type { Translate } from '../../core/i18n/translate'
import { can, entityLabel, visibleEntities } from '../../core/schema/schema'
import { useCommandStore } from '../../core/stores/command-store'
import { useSchemaStore } from '../../core/stores/schema-store'
import type { PaletteItem } from './palette-items'
import type { FoundDocument } from './use-document-search'

export function usePaletteItems(t: Translate, language: string, found: FoundDocument[]): PaletteItem[] {
  const schema = useSchemaStore((s) => s.schema)
  const access = useSchemaStore((s) => s.access)
  const commands = useCommandStore((s) => s.commands)

  const places = useMemo<PaletteItem[]>(() => {
    const items: PaletteItem[] = [
      { key: 'go-dashboard', section: 'go', label: t('general:dashboard'), to: routes.dashboard() },
      { key: 'go-account', section: 'go', label: t('authentication:account'), to: routes.account() },
    ]
    if (!schema) return items
    for (const ref of visibleEntities(schema, access)) {
      const label = entityLabel(ref, language)
      if (ref.kind === 'global') {
        items.push({ key: `go-global-${ref.slug}`, section: 'go', label, to: routes.global(ref.slug) })
        continue
      }
      items.push({ key: `go-collection-${ref.slug}`, section: 'go', label, to: routes.collection(ref.slug) })
      if (can(access, 'collection', ref.slug, 'create'))
        items.push({
          key: `create-${ref.slug}`,
          section: 'go',
          label: t('general:createNewLabel', { label }),
          to: routes.create(ref.slug),
        })
      if (schema.extras.collections[ref.slug]?.trash)
        items.push({
          key: `trash-${ref.slug}`,
          section: 'go',
          label: `${label} › ${t('general:trash')}`,
          to: routes.trash(ref.slug),
        })
    }
    return items
  }, [schema, access, language, t])

  const labels = useMemo(() => {
    const bySlug = new Map<string, string>()
    if (schema)
      for (const ref of visibleEntities(schema, access))
        if (ref.kind === 'collection') bySlug.set(ref.slug, entityLabel(ref, language))
    return bySlug
  }, [schema, access, language])

  return useMemo(() => {
    const actions: PaletteItem[] = Object.values(commands).map((command) => ({
      key: `run-${command.id}`,
      section: 'actions',
      label: command.label,
      keywords: command.keywords,
      whenSearched: command.whenSearched,
      disabled: command.disabled,
      run: command.run,
    }))
    const documents: PaletteItem[] = found.map((doc) => ({
      key: `doc-${doc.slug}-${doc.id}`,
      section: 'documents',
      label: doc.title,
      detail: labels.get(doc.slug) ?? doc.slug,
      to: routes.document(doc.slug, doc.id),
    }))
    return [...actions, ...places, ...documents]
  }, [commands, places, found, labels])
}
