/** An edit view's unsaved changes, kept by the host on local disk. */
export interface LocalDraft {
  /** Server URL, entity, document id and locale: one draft per document and locale. */
  key: string
  /** The whole form data as it was. */
  data: Record<string, unknown>
  /** When the editor last changed it (epoch ms). */
  savedAt: number
  /** The document's updatedAt when it was loaded, to tell whether the server changed since. */
  baseUpdatedAt: string | null
  /**
   * Saves the editor asked for while the CMS could not be reached, in order ('draft', 'publish' or
   * 'save'): sent when it answers again, also after a crash or a restart.
   */
  queued?: QueuedSaveMode[]
}

export type QueuedSaveMode = 'draft' | 'publish' | 'save'
