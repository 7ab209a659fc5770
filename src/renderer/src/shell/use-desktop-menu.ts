/**
 * The desktop app's menu, from this window's side: tells main which document commands and places this
 * window offers now (Document and Go menus, in the UI language), and runs its clicks here.
 */
import { useEffect, useMemo } from 'react'
import { useNavigate } from 'react-router-dom'
import { getBridge } from '../core/bridge'
import { useI18n, useT } from '../core/i18n/i18n-store'
import { entityLabel, visibleEntities } from '../core/schema/schema'
import { useCommandStore } from '../core/stores/command-store'
import { useSchemaStore } from '../core/stores/schema-store'
import { menuContextFrom, runMenuCommand } from './desktop-menu'
import { routes } from '../core/routes/routes'

export function useDesktopMenu(): void {
  const t = useT()
  const language = useI18n((s) => s.language)
  const navigate = useNavigate()
  const schema = useSchemaStore((s) => s.schema)
  const access = useSchemaStore((s) => s.access)
  const desktop = getBridge().host === 'electron'

  const go = useMemo(() => {
    const places = [{ label: t('general:dashboard'), path: routes.dashboard() }]
    if (schema)
      for (const ref of visibleEntities(schema, access))
        places.push({
          label: entityLabel(ref, language),
          path: ref.kind === 'collection' ? routes.collection(ref.slug) : routes.global(ref.slug),
        })
    return places
  }, [schema, access, language, t])

  // Commands come and go with every screen: followed outside React, so that the shell (and everything
  // in it) is not rendered again for them, in the browser, where there is no menu, least of all.
  useEffect(() => {
    if (!desktop) return
    const send = (commands: ReturnType<typeof useCommandStore.getState>['commands']) =>
      void getBridge()
        .invoke('renderer:menu-context', menuContextFrom(commands, go, t))
        .catch(() => {})
    send(useCommandStore.getState().commands)
    return useCommandStore.subscribe((state, previous) => {
      if (state.commands !== previous.commands) send(state.commands)
    })
  }, [desktop, go, t])

  useEffect(() => {
    if (!desktop) return
    return getBridge().on('main:menu-command', (click) => {
      const store = useCommandStore.getState()
      runMenuCommand(click, {
        navigate: (path) => void navigate(path),
        openPalette: () => store.setPaletteOpen(true),
        openShortcuts: () => store.setHelpOpen(true),
        run: (id) => store.run(id),
      })
    })
  }, [desktop, navigate])
}
