/**
 * The built-in CMS reports its start-up steps on stdout as `Folio CMS phase: <phase>` lines
 * (src/cms/server.ts). Reads them from its output so far; a step never goes back.
 */
import type { CmsStartPhase } from '@shared/bridge'

export const CMS_START_PHASES: readonly CmsStartPhase[] = ['starting', 'database', 'seeding']

const PHASE_LINE = /^Folio CMS phase: ([a-z-]+)\r?\n/gm

/** The furthest step the output (all of it so far) names, or `current` when it names none further. */
export function furthestPhase(output: string, current?: CmsStartPhase): CmsStartPhase | undefined {
  let furthest = current
  for (const [, name] of output.matchAll(PHASE_LINE)) {
    const index = CMS_START_PHASES.indexOf(name as CmsStartPhase)
    // An unknown name (a newer CMS) is skipped; an earlier one does not take the status back.
    if (index > (furthest ? CMS_START_PHASES.indexOf(furthest) : -1)) furthest = CMS_START_PHASES[index]
  }
  return furthest
}
