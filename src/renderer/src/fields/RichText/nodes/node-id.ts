import { newRowId } from '@renderer/core/form/form-store'

/** Payload's ids for link, upload and block nodes: 24-hex ObjectIds. */
export const newNodeId = newRowId
