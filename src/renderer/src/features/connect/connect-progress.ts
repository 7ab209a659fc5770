import type { CmsStartPhase, CmsStatus } from '@shared/bridge'

const PHASE_KEYS: Record<CmsStartPhase, string> = {
  starting: 'folio:cmsPhaseStarting',
  database: 'folio:cmsPhaseDatabase',
  seeding: 'folio:cmsPhaseSeeding',
}

/**
 * What the Connect screen says while it connects: the built-in CMS's start-up step while it starts
 * (starting, preparing the database, creating the demo content), else plain "Connecting…".
 */
export function connectProgressKey(cms: CmsStatus | null | undefined, targetKind: 'local' | 'profile'): string {
  if (targetKind === 'local' && cms?.mode === 'local' && (cms.state === 'starting' || cms.state === 'restarting'))
    return PHASE_KEYS[cms.phase ?? 'starting']
  return 'folio:connecting'
}
