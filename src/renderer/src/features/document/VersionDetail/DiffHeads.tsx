import type { FolioSchemaResponse } from '@shared/protocol'
import { useT } from '../../../core/i18n/i18n-store'
import type { LatestVersionIds } from '../Versions/version-pills'
import { VersionPills } from '../Versions/VersionPills'
import type { VersionDoc } from './version-pair'

interface DiffHeadsProps {
  current: VersionDoc
  compare: VersionDoc
  /** The current version's date as the screen's heading gives it. */
  currentDate: string
  /** The compared version's date as the picker gives it. */
  compareDate: string
  latest: LatestVersionIds
  schema: FolioSchemaResponse
}

/**
 * Heads over the diff's two columns, as in Payload: the version compared against over the left one, the
 * version viewed over the right, each with its date and status. They stay in view while the diff scrolls, so
 * a long diff never leaves the editor guessing which side is which.
 */
export function DiffHeads({ current, compare, currentDate, compareDate, latest, schema }: DiffHeadsProps) {
  const t = useT()
  const head = (side: 'compare' | 'current', label: string, version: VersionDoc, date: string) => (
    <div className="diff__head" data-testid={`diff-head-${side}`} data-version-id={String(version.id)}>
      <span className="diff__head-label">{label}</span>
      <span className="diff__head-version">
        <span className="diff__head-date">{date}</span>
        <VersionPills version={version} latest={latest} schema={schema} />
      </span>
    </div>
  )
  return (
    <div className="diff__columns diff__heads" data-testid="diff-heads">
      {head('compare', t('version:comparingAgainst'), compare, compareDate)}
      {head('current', t('version:currentlyViewing'), current, currentDate)}
    </div>
  )
}
