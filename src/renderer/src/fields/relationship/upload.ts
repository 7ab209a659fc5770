/** A new file for an upload field (picked, dropped or pasted) goes to the upload collection through the bridge. */
import type { FolioSchemaResponse } from '@shared/protocol'
import { getBridge } from '../../core/bridge'
import { findEntity } from '../../core/schema/schema'

function readBase64(file: File): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve((reader.result as string).replace(/^data:[^,]*,/, ''))
    reader.onerror = () => reject(reader.error ?? new Error(`cannot read ${file.name}`))
    reader.readAsDataURL(file)
  })
}

/** The document created, or the server's message when it refused the file. */
export async function uploadFile(
  schema: FolioSchemaResponse,
  slug: string,
  file: File,
): Promise<{ doc: Record<string, unknown> } | { error: string }> {
  const dataBase64 = await readBase64(file)
  // The file name stands in for required text fields such as alt, which the editor can change later.
  const entity = findEntity(schema, 'collection', slug)
  const required = (entity?.fields ?? [])
    .filter((f) => f.required && f.name && (f.type === 'text' || f.type === 'textarea'))
    .map((f) => f.name!)
  const result = await getBridge().invoke('renderer:upload', {
    collection: slug,
    filename: file.name,
    mimeType: file.type || 'application/octet-stream',
    dataBase64,
    fields: Object.fromEntries(required.map((name) => [name, file.name])),
  })
  return result.ok ? { doc: (result.data as { doc: Record<string, unknown> }).doc } : { error: result.error.message }
}
