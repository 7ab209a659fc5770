/** An edit view's unsaved changes, kept by the host on local disk. */
export interface LocalDraft {
  /** Server URL, entity, document id and locale: the document the draft belongs to. */
  key: string
  /**
   * The page instance that wrote it (a browser tab or desktop window, kept across its reloads): each
   * keeps its own draft of a document. Absent in drafts written before drafts were kept per instance.
   */
  instance?: string
  /** The whole form data as it was. */
  data: Record<string, unknown>
  /** When the editor last changed it (epoch ms). */
  savedAt: number
  /** The document's updatedAt when it was loaded, to tell whether the server changed since. */
  baseUpdatedAt: string | null
  /**
   * What the edits were made on: the saved values (loaded, or last saved, at `baseUpdatedAt`) of the
   * top-level fields the edits changed. A restore applies only what the draft changed against it and
   * asks where the server changed the same field. Absent in older drafts: every field that differs
   * from the server is asked.
   */
  base?: DraftBase
  /**
   * Saves the editor asked for while the CMS could not be reached, in order ('draft', 'publish' or
   * 'save'): sent when it answers again, also after a crash or a restart.
   */
  queued?: QueuedSaveMode[]
}

export interface DraftBase {
  /** The top-level fields (data keys) the edits changed; every other field is as it was saved. */
  fields: string[]
  /** Their saved values, by the form's leaf paths ('title', 'layout.0.heading'). */
  values: Record<string, unknown>
}

export type QueuedSaveMode = 'draft' | 'publish' | 'save'
