/**
 * The user's preferences on the server (Payload's payload-preferences), one value per key: the
 * sidebar's open groups under `nav`, the live-preview toolbar under the entity's own key. A write
 * replaces the whole value, as Payload's admin does.
 */
import type { ApiRequest } from '@shared/api'

export const preferencePath = (key: string) => `/payload-preferences/${encodeURIComponent(key)}`

export function preferenceRequest(key: string): ApiRequest {
  return { method: 'GET', path: preferencePath(key) }
}

export function savePreferenceRequest(key: string, value: Record<string, unknown>): ApiRequest {
  return { method: 'POST', path: preferencePath(key), body: { value } }
}
