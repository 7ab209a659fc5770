/**
 * Query strings in the shape Payload's qs parser reads: nested objects as brackets
 * (where[title][equals]=x), arrays by index (where[id][in][0]=a). Undefined values are left out.
 */
import * as qs from 'qs-esm'
import type { QueryValue } from '@shared/api'

export function stringifyQuery(query: Record<string, QueryValue> | undefined): string {
  if (!query) return ''
  return qs.stringify(query, { addQueryPrefix: true, encodeValuesOnly: true, arrayFormat: 'indices', skipNulls: false })
}
