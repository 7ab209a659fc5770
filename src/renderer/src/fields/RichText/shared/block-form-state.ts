/**
 * The form state of a block's drawer, as Payload's inline-block form keeps it: a new block asks the
 * server for its fields' defaults (Payload keeps `defaultValue` out of the client config), and after a
 * pause in editing (never per keystroke) the server validates the block's data and evaluates its
 * conditions. A block opened with relationship/upload fields asks at once what their `filterOptions`
 * allow, so the picker offers only that. An answer about data that has changed since, or to an
 * earlier ask, is ignored.
 */
import type { ApiError, ApiResult } from '@shared/api'
import type { FolioFormStateResponse } from '@shared/protocol'
import type { FieldError, FormStore } from '@renderer/core/form/form-store'
import type { BlockFormStateAsk } from '@renderer/core/requests'
import { FORM_STATE_PAUSE_MS } from '@renderer/core/form/form-state-asker'

/** The pause in the drawer's editing before the server is asked: the document's own. */
export const BLOCK_FORM_STATE_PAUSE_MS = FORM_STATE_PAUSE_MS

type Data = Record<string, unknown>

const isPlainObject = (v: unknown): v is Data => typeof v === 'object' && v !== null && !Array.isArray(v)

/** The data with the defaults filled in where it has no value; values already there (typed) win. */
export function withDefaults(data: Data, defaults: Data): Data {
  const out: Data = { ...data }
  for (const [key, value] of Object.entries(defaults)) {
    if (out[key] === undefined) out[key] = value
    else if (isPlainObject(out[key]) && isPlainObject(value)) out[key] = withDefaults(out[key], value)
  }
  return out
}

/** The client's errors, then the server's for fields the client finds nothing wrong with (custom validate). */
export function mergeErrors(local: FieldError[], server: FieldError[]): FieldError[] {
  const seen = new Set(local.map((e) => e.path))
  return [...local, ...server.filter((e) => !seen.has(e.path))]
}

export interface BlockFormStateOptions {
  form: FormStore
  /** Sends one form-state request for the block's data, saying why it asks; null: no server to ask. */
  send: ((data: Data, ask: BlockFormStateAsk) => Promise<ApiResult>) | null
  /** The errors the field rules find in the form's data now. */
  localErrors: () => FieldError[]
  /** A block just inserted: its defaults are asked for once. */
  isNew: boolean
  /**
   * The block's fields have filters (relationship/upload fields' `filterOptions`): an opened block
   * asks for them at once, as a new one gets them with its defaults.
   */
  filtered?: boolean
  /** The server's errors the block already has (its document's save was refused): shown at once. */
  serverErrors?: FieldError[]
  /** Read-only drawers validate nothing on the server. */
  editable: boolean
  /** The defaults the server answered (without the block's own id), to fill in the block itself. */
  onDefaults?: (defaults: Data) => void
  /** The latest ask failed (its error), or a later one was answered (null): the drawer says so. */
  onFailure?: (error: ApiError | null) => void
  pauseMs?: number
}

/** Connects the drawer's form to its form state; returns the disconnect. */
export function connectBlockFormState(options: BlockFormStateOptions): () => void {
  const { form, send, localErrors, editable, onDefaults, onFailure, pauseMs = BLOCK_FORM_STATE_PAUSE_MS } = options
  /** Bumped by every change and every ask: an answer is current only if nothing happened since its ask. */
  let generation = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  let closed = false
  /** Filling defaults in is the server's doing, not an edit: it neither validates nor asks again. */
  let filling = false
  let serverErrors: FieldError[] = options.serverErrors ?? []
  const showErrors = () => form.setErrors(mergeErrors(localErrors(), serverErrors))
  if (serverErrors.length > 0) showErrors()

  const ask = async (why: BlockFormStateAsk) => {
    if (!send) return
    const isNew = why === 'defaults'
    const mine = ++generation
    const result = await send(form.getData() as Data, why)
    if (closed) return
    if (!result.ok) {
      // A new block's defaults matter whatever came since; a later ask's answer speaks for the rest.
      if (isNew || mine === generation) onFailure?.(result.error)
      return
    }
    const answer = result.data as FolioFormStateResponse
    // Defaults only fill what is still empty, so they are applied even after the editor typed on.
    const { id: _id, ...defaults } = (isNew && answer.defaults) || {}
    if (Object.keys(defaults).length > 0) {
      filling = true
      try {
        form.applyData(withDefaults(form.getData() as Data, defaults))
      } finally {
        filling = false
      }
      onDefaults?.(defaults)
    }
    if (mine !== generation) return
    onFailure?.(null)
    if (answer.hiddenPaths) form.setHiddenPaths(answer.hiddenPaths)
    if (answer.filterOptions) form.setFilterOptions(answer.filterOptions)
    if (answer.optionFilters) form.setOptionFilters(answer.optionFilters)
    if (why === 'check') {
      serverErrors = answer.errors
      showErrors()
    }
  }

  const unsubscribe = form.subscribeForm((path) => {
    if (filling) return
    generation++
    // The changed field's server message is out of date; the others stand until the next answer.
    serverErrors = path === null ? [] : serverErrors.filter((e) => e.path !== path)
    showErrors()
    if (!editable || !send) return
    clearTimeout(timer)
    timer = setTimeout(() => void ask('check'), pauseMs)
  })
  if (options.isNew && editable) void ask('defaults')
  else if (options.filtered && editable) void ask('open')
  return () => {
    closed = true
    unsubscribe()
    clearTimeout(timer)
  }
}
