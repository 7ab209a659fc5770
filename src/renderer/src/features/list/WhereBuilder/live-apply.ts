/**
 * The filter applies as it is chosen: a choice (a field, an operator, a listed value) at once, a typed
 * value once typing pauses, as Payload's list does. Only complete conditions ever reach the URL.
 */
import * as qs from 'qs-esm'
import type { Where } from '../../../core/lib/where'

/** Typing pauses this long before its value filters the list (Payload's filter waits as long). */
export const FILTER_TYPING_PAUSE_MS = 300

/** A where as the URL writes it: a where read back from the URL (all text) has the same key as the one written. */
export const whereKey = (where: Where | undefined): string =>
  where ? qs.stringify({ where }, { encodeValuesOnly: true, arrayFormat: 'indices' }) : ''
