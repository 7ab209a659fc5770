import type { FolioSchemaResponse } from '@shared/protocol'
import { useT } from '../../../core/i18n/i18n-store'
import type { LatestVersionIds } from '../Versions/version-pills'
import { VersionPills } from '../Versions/VersionPills'
import type { DiffSides, VersionDoc } from './version-pair'

interface DiffHeadsProps {
  current: VersionDoc
  compare: VersionDoc
  /** Which of the two stands on which side. */
  sides: DiffSides
  /** The current version's date as the screen's heading gives it. */
  currentDate: string
  /** The compared version's date as the picker gives it. */
  compareDate: string
  latest: LatestVersionIds
  schema: FolioSchemaResponse
}

/**
 * Heads over the diff's two columns, as in Payload: the version compared against and the version viewed,
 * each with its date and status, the older over the left column (the version viewed is on the left when it
 * is the older, as the oldest version is). They stay in view while the diff scrolls, so a long diff never
 * leaves the editor guessing which side is which.
 */
export function DiffHeads({ current, compare, sides, currentDate, compareDate, latest, schema }: DiffHeadsProps) {
  const t = useT()
  const head = (side: 'compare' | 'current') => {
    const [label, version, date] =
      side === 'current'
        ? [t('version:currentlyViewing'), current, currentDate]
        : [t('version:comparingAgainst'), compare, compareDate]
    return (
      <div key={side} className="diff__head" data-testid={`diff-head-${side}`} data-version-id={String(version.id)}>
        <span className="diff__head-label">{label}</span>
        <span className="diff__head-version">
          <span className="diff__head-date">{date}</span>
          <VersionPills version={version} latest={latest} schema={schema} />
        </span>
      </div>
    )
  }
  return (
    <div className="diff__columns diff__heads" data-testid="diff-heads">
      {sides.currentSide === 'before' ? [head('current'), head('compare')] : [head('compare'), head('current')]}
    </div>
  )
}
