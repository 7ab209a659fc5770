/** The breadcrumb of the folder browsed: the top level, then each folder down to the current one. */
import { useT } from '../../../core/i18n/i18n-store'

export function FolderCrumbs({
  chain,
  open,
}: {
  chain: Array<{ id: string; name: string }>
  open: (id: string) => void
}) {
  const t = useT()
  const current = chain.at(-1)
  const crumb = (id: string, name: string, isCurrent: boolean) => (
    <li key={id}>
      <button
        type="button"
        className="folders__crumb"
        onClick={() => open(id)}
        aria-current={isCurrent ? 'page' : undefined}
        data-folder={id}
      >
        {name}
      </button>
    </li>
  )
  return (
    <ol className="folders__crumbs" data-testid="folder-crumbs">
      {crumb('root', t('folder:folders'), !current)}
      {chain.map((f) => crumb(f.id, f.name, f === current))}
    </ol>
  )
}
