/**
 * Where the option shown as focused moves in a listbox for the keys every list shares (WAI-ARIA APG):
 * arrows by one, Page keys by ten, Home and End to the ends. The select, the relationship picker and
 * any other list take their movement from here, so the same key moves the same way everywhere.
 */

import { rovingIndex } from './roving'

/** How far PageUp and PageDown move. */
export const LIST_PAGE = 10

/**
 * The index `key` moves to from `active` (-1: none shown yet) among `count` options; null for a key
 * that does not move, or an empty list. From none, Down starts at the first and Up at the last. A
 * listbox is a vertical roving group that stops at its ends and pages by ten.
 */
export const moveInList = (key: string, active: number, count: number): number | null =>
  rovingIndex(key, active, count, { orientation: 'vertical', wrap: false, page: LIST_PAGE })
