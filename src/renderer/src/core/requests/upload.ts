/**
 * A save that carries a file (an upload collection's new document, or a replaced file): the same
 * request as a plain save, sent as multipart through the bridge's `renderer:upload`, with the file as
 * `file` and the document as `_payload` JSON, the way Payload takes it.
 */
import type { ApiRequest, ApiResult } from '@shared/api'
import type { BridgeRequest } from '@shared/bridge'
import { getBridge } from '../bridge'
import { useI18n } from '../i18n/i18n-store'
import type { Translate } from '../i18n/translate'
import type { DocumentTarget } from './document'
import { readableApiResult } from './readable-error'
import { uploadFileName } from '../upload/file-name'

/**
 * Changes to the image itself, which Payload applies to the file and its sizes: the focal point they
 * are cut around, and the crop (percent of the image, with its size in pixels, as Payload's admin sends it).
 */
export interface UploadEdits {
  focalPoint?: { x: number; y: number }
  crop?: { unit: '%'; x: number; y: number; width: number; height: number }
  widthInPixels?: number
  heightInPixels?: number
}

/** Payload's admin sends them in the save's query (`uploadEdits[focalPoint][x]=…`), so 0 % reads as a value. */
export function withUploadEdits<T extends { query?: ApiRequest['query'] }>(request: T, edits: UploadEdits | null): T {
  if (!edits?.focalPoint && !edits?.crop) return request
  return { ...request, query: { ...request.query, uploadEdits: { ...edits } } }
}

/** What Payload derives from the file itself: sending the old values along would describe the old file. */
const FILE_FIELDS = ['filename', 'mimeType', 'filesize', 'width', 'height', 'sizes', 'url', 'thumbnailURL']

export interface FileContent {
  name: string
  type: string
  base64: string
}

/** The save request `save` (a saveRequest for `target`) with `file` attached. */
export function fileSaveRequest(
  target: DocumentTarget,
  save: ApiRequest,
  file: FileContent,
): BridgeRequest<'renderer:upload'> {
  const data = { ...(save.body as Record<string, unknown>) }
  for (const key of FILE_FIELDS) delete data[key]
  return {
    collection: target.slug,
    ...(target.id ? { id: target.id } : {}),
    // Cleaned as Payload cleans it; a backslash or a bidi control never reaches the bridge.
    filename: uploadFileName(file.name),
    mimeType: file.type || 'application/octet-stream',
    dataBase64: file.base64,
    data,
    ...(save.query ? { query: save.query } : {}),
    ...(save.language ? { language: save.language } : {}),
  }
}

/** Sends a file save; like invokeApi it never rejects and words network failures. */
export function invokeUpload(request: BridgeRequest<'renderer:upload'>): Promise<ApiResult> {
  return getBridge()
    .invoke('renderer:upload', request)
    .catch((error: unknown): ApiResult => ({
      ok: false,
      error: { kind: 'unreachable', message: error instanceof Error ? error.message : String(error) },
    }))
    .then((result) => readableApiResult(result, useI18n.getState().t))
}

/** The file's bytes as base64 (the bridge carries JSON). */
export function readFileBase64(file: Blob): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve((reader.result as string).replace(/^data:[^,]*,/, ''))
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'))
    reader.readAsDataURL(file)
  })
}

/** Reads `file` and sends `save` with it; a file that cannot be read is a failed save, never a throw. */
export async function invokeFileSave(
  target: DocumentTarget,
  save: ApiRequest,
  file: File,
  t: Translate,
): Promise<ApiResult> {
  let base64: string
  try {
    base64 = await readFileBase64(file)
  } catch {
    return { ok: false, error: { kind: 'http', message: t('error:problemUploadingFile') } }
  }
  return invokeUpload(fileSaveRequest(target, save, { name: file.name, type: file.type, base64 }))
}
