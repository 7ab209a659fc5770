/**
 * How both hosts start their services once the UI can load: connect (the built-in CMS starts and
 * reports its steps to the UI meanwhile), then say "Folio ready" — only then can the UI be used:
 * signed in to its dashboard, or showing why it could not connect.
 */
import type { HostServices } from './host'

export const READY_LINE_PREFIX = 'Folio ready: '

export async function startAndAnnounce(
  services: Pick<HostServices, 'start' | 'session'>,
  options: { url: string; out: (line: string) => void; err: (line: string) => void; stopped?: () => boolean },
): Promise<void> {
  await services.start()
  const { error } = services.session.getState()
  if (error) options.err(`Folio: could not connect: ${error.code}${error.detail ? ` (${error.detail})` : ''}`)
  if (!options.stopped?.()) options.out(`${READY_LINE_PREFIX}${options.url}`)
}
