/**
 * The open document's commands for the palette, the shortcut listener and the desktop menu: save
 * (Ctrl/Cmd+S), publish, its other views, and switching locale. Unpublish, duplicate and delete are
 * registered by the controls that own their confirmations.
 */
import { useLocation, useNavigate } from 'react-router-dom'
import type { DocumentController } from '../session/use-document-session'
import { useI18n, useT } from '../../../core/i18n/i18n-store'
import { documentViewPath, type ViewBelowEdit } from '../../../core/routes/routes'
import { labelText } from '../../../core/schema/schema'
import type { Command } from '../../../core/stores/command-store'
import { useCommands } from '../../../core/stores/use-commands'

export function useDocumentCommands(doc: DocumentController, editPath: string): void {
  const t = useT()
  const language = useI18n((s) => s.language)
  const navigate = useNavigate()
  const location = useLocation()
  const { drafts, canSave, mayPublish, saving, isNew, entity, extras } = doc
  const carry = doc.localization && doc.locale ? `?locale=${encodeURIComponent(doc.locale)}` : ''
  const commands: Command[] = []
  if (doc.loaded) {
    commands.push({
      id: 'save',
      label: drafts ? t('version:saveDraft') : t('general:save'),
      group: 'document',
      disabled: !canSave || Boolean(saving),
      run: () => void doc.save(drafts ? 'draft' : 'save'),
    })
    if (drafts && canSave && mayPublish)
      commands.push({
        id: 'publish',
        label: t('version:publishChanges'),
        group: 'document',
        disabled: Boolean(saving),
        run: () => void doc.save('publish'),
      })
  }
  if (!isNew && doc.id !== undefined) {
    const go = (view: ViewBelowEdit) => () => void navigate(`${documentViewPath(editPath, view)}${carry}`)
    if (extras?.livePreview?.enabled)
      commands.push({ id: 'livePreview', label: t('general:livePreview'), group: 'document', run: go('preview') })
    if (entity?.versions)
      commands.push({ id: 'versions', label: t('version:versions'), group: 'document', run: go('versions') })
    commands.push({ id: 'api', label: t('folio:openApiView'), group: 'document', run: go('api') })
  }
  for (const locale of doc.localization ? doc.localization.locales : []) {
    if (locale.code === doc.locale) continue
    const name = labelText(locale.label, language, locale.code)
    commands.push({
      id: `locale.${locale.code}`,
      label: t('folio:switchLocale', { locale: name }),
      group: 'document',
      keywords: [locale.code, t('general:locale')],
      run: () => {
        const params = new URLSearchParams(location.search)
        params.set('locale', locale.code)
        void navigate({ pathname: location.pathname, search: `?${params.toString()}` })
      },
    })
  }
  useCommands(commands)
}
