/**
 * Form state keyed by field path ('title', 'tags.3.label', 'layout.0.images.1.caption') with
 * subscriptions per path: a keystroke notifies the one field that changed (and whole-form listeners
 * such as the dirty flag or autosave), never the whole form, and sends no request.
 *
 * Arrays of rows are stored as a row list ({id} per row) at the array's path plus one entry per
 * leaf beneath; moving a row re-keys only that array's entries.
 */

import type { FolioFilterOptions } from '@shared/protocol'
import { sameValue } from '../lib/same-value'
import { isUnsendable } from '../validation/typed-text'

export type Path = string
/** One field's filterOptions, per related collection. */
export type FieldFilter = FolioFilterOptions[string]
type Listener = () => void
/** Whole-form listeners learn which path changed (null: many at once, e.g. rows moved or a load). */
export type FormListener = (path: Path | null) => void

export interface RowMeta {
  id: string
  /** Block type for blocks fields. */
  blockType?: string
  collapsed?: boolean
}

export interface FieldError {
  path: Path
  message: string
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
/** An array of rows (objects with an id) as Payload's arrays and blocks store them. */
const isRowArray = (v: unknown): v is Array<Record<string, unknown>> =>
  Array.isArray(v) && v.length > 0 && v.every((r) => isPlainObject(r) && 'id' in r)

const NO_ROWS: RowMeta[] = []

let generated = 0
/** Payload row ids are 24-hex ObjectIds; a new row gets one the same shape. */
export function newRowId(): string {
  const time = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0')
  const counter = (generated++ & 0xffffff).toString(16).padStart(6, '0')
  const random = Array.from({ length: 10 }, () => Math.floor(Math.random() * 16).toString(16)).join('')
  return `${time}${random}${counter}`.slice(0, 24)
}

/** A form's values and row lists by path, as they were at some moment. */
type FieldMaps = { values: Map<Path, unknown>; rows: Map<Path, RowMeta[]> }

export class FormStore {
  private values = new Map<Path, unknown>()
  private rows = new Map<Path, RowMeta[]>()
  private initial = new Map<Path, unknown>()
  private errors = new Map<Path, string>()
  /** Fields whose admin.condition fails for the current data (the server evaluates it). */
  private hidden = new Set<Path>()
  /** Relationship/upload fields' `filterOptions` for the current data, per collection (the server evaluates them). */
  private filters = new Map<Path, FieldFilter>()
  /** Selects' allowed option values and blocks fields' allowed block slugs by `filterOptions` (the server evaluates them). */
  private allowed = new Map<Path, string[]>()
  private pathListeners = new Map<Path, Set<Listener>>()
  private formListeners = new Set<FormListener>()
  private errorListeners = new Set<Listener>()
  private modifiedCache = { version: -1, value: false }
  /** Paths whose value differs from the saved one, kept up to date per keystroke (no whole-form scan). */
  private dirty = new Set<Path>()
  /** Saved paths that no longer exist (rows removed). */
  private missing = 0
  /** Rows moved or data replaced: the dirty set is rebuilt once, on the next question. */
  private structureChanged = false
  private version = 0
  private savedVersion = 0
  private flushers = new Set<() => void>()
  /** When (form version) each value or row list was last edited: a save's answer leaves later edits alone. */
  private editedAt = new Map<Path, number>()
  /** When the whole form last took other data as edits (applyData). */
  private replacedAt = -1

  /**
   * @param isLeaf says which object values are one field's value (json, point, rich text) rather than
   * a group of fields; it gets the schema path, row indexes removed ('layout.images.caption').
   */
  constructor(
    data: Record<string, unknown> = {},
    private readonly isLeaf: (schemaPath: string) => boolean = () => false,
  ) {
    this.load(data)
  }

  /** Replaces everything with saved data (after load or save); the form is then unmodified. */
  load(data: Record<string, unknown>, before?: FieldMaps): void {
    this.values.clear()
    this.rows.clear()
    this.flatten(data, '')
    this.initial = new Map(this.values)
    this.editedAt.clear()
    this.dirty.clear()
    this.missing = 0
    this.structureChanged = false
    this.savedVersion = ++this.version
    if (before) this.notifyChanged(before)
    else for (const listeners of this.pathListeners.values()) for (const l of listeners) l()
    this.emitForm(null)
  }

  /** Puts other data in the form as edits (e.g. changes recovered after a crash); the saved state stays. */
  applyData(data: Record<string, unknown>): void {
    this.values.clear()
    this.rows.clear()
    this.flatten(data, '')
    this.structureChanged = true
    this.replacedAt = ++this.version
    for (const listeners of this.pathListeners.values()) for (const l of listeners) l()
    this.emitForm(null)
  }

  getValue<T = unknown>(path: Path): T | undefined {
    return this.values.get(path) as T | undefined
  }

  getRows(path: Path): RowMeta[] {
    // The same empty list every time: React's useSyncExternalStore compares snapshots by identity.
    return this.rows.get(path) ?? NO_ROWS
  }

  setValue(path: Path, value: unknown): void {
    if (Object.is(this.values.get(path), value)) return
    this.values.set(path, value)
    if (!this.structureChanged) {
      if (this.differsFromSaved(path, value)) this.dirty.add(path)
      else this.dirty.delete(path)
    }
    this.editedAt.set(path, ++this.version)
    this.emitPath(path)
    this.emitForm(path)
  }

  /** One field's error, e.g. from validating just that field as it changes. */
  setError(path: Path, message: string | undefined): void {
    if (this.errors.get(path) === message) return
    if (message === undefined) this.errors.delete(path)
    else this.errors.set(path, message)
    this.emitPath(path)
    this.emitErrors()
  }

  /** How many fields inside `prefix` (a row, a group) have an error: the count its header shows. */
  errorCountUnder(prefix: Path): number {
    let count = 0
    for (const path of this.errors.keys()) if (path.startsWith(`${prefix}.`)) count++
    return count
  }

  /** The paths that have an error now (a tab counts those its fields hold). */
  errorPaths(): Path[] {
    return [...this.errors.keys()]
  }

  /** For headers that count the errors inside them: told whenever any error comes or goes. */
  subscribeErrors(listener: Listener): () => void {
    this.errorListeners.add(listener)
    return () => this.errorListeners.delete(listener)
  }

  private emitErrors(): void {
    for (const listener of this.errorListeners) listener()
  }

  /** Inserts a row (default: at the end) with optional initial data; returns its id. It starts open, even where rows load collapsed. */
  addRow(path: Path, data: Record<string, unknown> = {}, index?: number): string {
    const rows = [...this.getRows(path)]
    const at = index === undefined ? rows.length : Math.max(0, Math.min(index, rows.length))
    const id = typeof data.id === 'string' ? data.id : newRowId()
    const moved = this.takeRowsFrom(path, at)
    rows.splice(at, 0, {
      id,
      ...(typeof data.blockType === 'string' ? { blockType: data.blockType } : {}),
      collapsed: false,
    })
    this.rows.set(path, rows)
    this.flatten({ ...data, id }, `${path}.${at}`)
    this.putRowsBack(path, moved, at + 1)
    this.changedRows(path)
    return id
  }

  removeRow(path: Path, index: number): void {
    const rows = [...this.getRows(path)]
    if (index < 0 || index >= rows.length) return
    const moved = this.takeRowsFrom(path, index)
    moved.shift()
    rows.splice(index, 1)
    this.rows.set(path, rows)
    this.putRowsBack(path, moved, index)
    this.changedRows(path)
  }

  moveRow(path: Path, from: number, to: number): void {
    const rows = [...this.getRows(path)]
    if (from === to || from < 0 || to < 0 || from >= rows.length || to >= rows.length) return
    const moved = this.takeRowsFrom(path, 0)
    const [row] = moved.splice(from, 1)
    moved.splice(to, 0, row!)
    const [meta] = rows.splice(from, 1)
    rows.splice(to, 0, meta!)
    this.rows.set(path, rows)
    this.putRowsBack(path, moved, 0)
    this.changedRows(path)
  }

  duplicateRow(path: Path, index: number): string | null {
    const meta = this.getRows(path)[index]
    if (!meta) return null
    const row = this.getData(`${path}.${index}`)
    const data = isPlainObject(row) ? withNewIds(row) : {}
    return this.addRow(path, meta.blockType ? { ...data, blockType: meta.blockType } : data, index + 1)
  }

  setRowCollapsed(path: Path, index: number, collapsed: boolean): void {
    const rows = this.getRows(path).map((r, i) => (i === index ? { ...r, collapsed } : r))
    this.rows.set(path, rows)
    this.emitPath(path)
  }

  /** Replaces the set of fields hidden by their condition; only paths that changed are notified. */
  setHiddenPaths(paths: Iterable<Path>): void {
    const next = new Set(paths)
    const changed = [...this.hidden].filter((p) => !next.has(p)).concat([...next].filter((p) => !this.hidden.has(p)))
    this.hidden = next
    for (const path of changed) this.emitPath(path)
  }

  isHidden(path: Path): boolean {
    return this.hidden.has(path)
  }

  /** Replaces the fields' filters; only paths whose filter changed are notified (and get a new object). */
  setFilterOptions(filters: Record<Path, FieldFilter>): void {
    const next = new Map<Path, FieldFilter>()
    const changed: Path[] = []
    for (const [path, filter] of Object.entries(filters)) {
      const previous = this.filters.get(path)
      const same = previous !== undefined && JSON.stringify(previous) === JSON.stringify(filter)
      next.set(path, same ? previous : filter)
      if (!same) changed.push(path)
    }
    for (const path of this.filters.keys()) if (!next.has(path)) changed.push(path)
    this.filters = next
    for (const path of changed) this.emitPath(path)
  }

  /** Replaces what selects and blocks fields may offer; only paths whose list changed are notified. */
  setOptionFilters(allowed: Record<Path, string[]>): void {
    const changed: Path[] = []
    const next = new Map<Path, string[]>()
    for (const [path, list] of Object.entries(allowed)) {
      const previous = this.allowed.get(path)
      const same = previous !== undefined && previous.join('\n') === list.join('\n')
      next.set(path, same ? previous : list)
      if (!same) changed.push(path)
    }
    for (const path of this.allowed.keys()) if (!next.has(path)) changed.push(path)
    this.allowed = next
    for (const path of changed) this.emitPath(path)
  }

  /** The option values (or block slugs) the field may offer; undefined: all of them. */
  getOptionFilter(path: Path): string[] | undefined {
    return this.allowed.get(path)
  }

  /** The field's filter per related collection (a Where, or false: nothing allowed); undefined: none known. */
  getFilterOptions(path: Path): FieldFilter | undefined {
    return this.filters.get(path)
  }

  getError(path: Path): string | undefined {
    return this.errors.get(path)
  }

  /** Replaces all errors; only paths whose message changed are notified. */
  setErrors(errors: FieldError[]): void {
    const next = new Map(errors.map((e) => [e.path, e.message]))
    const touched = new Set([...this.errors.keys(), ...next.keys()])
    const previous = this.errors
    this.errors = next
    let changed = false
    for (const path of touched) {
      if (previous.get(path) === next.get(path)) continue
      changed = true
      this.emitPath(path)
    }
    if (changed) this.emitErrors()
  }

  get errorCount(): number {
    return this.errors.size
  }

  /**
   * Fields that write their value lazily (the rich-text editor serializes after a pause, not on
   * every keystroke) register a flusher; getData and snapshot run them first, so a save or an
   * autosave always sends what was typed.
   */
  registerFlusher(flush: () => void): () => void {
    this.flushers.add(flush)
    return () => this.flushers.delete(flush)
  }

  /** Writes every field's pending value into the store now. */
  flushPending(): void {
    for (const flush of this.flushers) flush()
  }

  /** The values as they are now, to send; pass it to markSaved when the server has them. */
  snapshot(): ReadonlyMap<Path, unknown> {
    this.flushPending()
    return new Map(this.values)
  }

  /** The saved values (loaded or last saved) by leaf path: what a local draft's edits were made on. */
  savedSnapshot(): ReadonlyMap<Path, unknown> {
    return new Map(this.initial)
  }

  /**
   * The server now holds `sent`. Edits made while the request was out stay modified and are kept:
   * an autosave never overwrites what the editor typed after it left.
   */
  markSaved(sent: ReadonlyMap<Path, unknown>): void {
    this.initial = new Map(sent)
    this.structureChanged = true
    this.modifiedCache = { version: -1, value: false }
    if (this.sameAsInitial()) this.savedVersion = this.version
    this.emitForm(null)
  }

  /**
   * A save's answer: the server's copy becomes the saved state, and its values replace the form's
   * except where the editor changed something after `sentAt` (the `revision` when the request left):
   * those values, and arrays whose rows were added, removed or moved, stay as typed and modified.
   */
  loadSaved(data: Record<string, unknown>, sentAt: number): void {
    this.flushPending()
    // A save's answer is mostly what was sent: only fields whose value changed are told (an autosave
    // every few seconds must not re-render the whole form).
    const typed: FieldMaps = { values: new Map(this.values), rows: new Map(this.rows) }
    if (this.version === sentAt) return this.load(data, typed)
    this.values = new Map()
    this.rows = new Map()
    this.flatten(data, '')
    this.initial = new Map(this.values)
    if (this.replacedAt > sentAt) {
      // Other data was put in the form meanwhile (a recovered draft): all of it stays as edits.
      this.values = typed.values
      this.rows = typed.rows
    } else {
      const edited = [...this.editedAt].filter(([, at]) => at > sentAt).map(([path]) => path)
      const editedLists = edited.filter((path) => typed.rows.has(path) || this.rows.has(path))
      const under = (path: Path, list: Path) => path === list || path.startsWith(`${list}.`)
      for (const list of editedLists) {
        for (const map of [this.values, this.rows] as Map<Path, unknown>[])
          for (const key of [...map.keys()]) if (under(key, list)) map.delete(key)
        for (const [key, value] of typed.values) if (under(key, list)) this.values.set(key, value)
        for (const [key, meta] of typed.rows) if (under(key, list)) this.rows.set(key, meta)
      }
      for (const path of edited) {
        if (editedLists.some((list) => under(path, list))) continue
        if (typed.values.has(path)) this.values.set(path, typed.values.get(path))
        else this.values.delete(path)
      }
    }
    this.editedAt = new Map([...this.editedAt].filter(([, at]) => at > sentAt))
    this.structureChanged = true
    this.modifiedCache = { version: -1, value: false }
    this.savedVersion = sentAt
    this.version++
    this.notifyChanged(typed)
    this.emitForm(null)
  }

  /**
   * The saved state is `data`, except at the `except` paths (fields a write by the server itself
   * changed, such as a scheduled publish's status and date): nobody else changed the content.
   */
  savedEquals(data: Record<string, unknown>, except: readonly Path[]): boolean {
    const other = new FormStore(data, this.isLeaf)
    const kept = (map: Map<Path, unknown>) => [...map].filter(([path]) => !except.includes(path))
    const mine = kept(this.initial)
    const theirs = new Map(kept(other.values))
    if (mine.length !== theirs.size) return false
    return mine.every(([path, value]) => theirs.has(path) && sameValue(value, theirs.get(path)))
  }

  /**
   * Values the server set by itself (a scheduled publish's status and date) become the saved ones;
   * where the editor has not changed the path they show, and what the editor typed stays as it is.
   */
  setSaved(values: Record<Path, unknown>): void {
    this.flushPending()
    const before: FieldMaps = { values: new Map(this.values), rows: new Map(this.rows) }
    for (const [path, value] of Object.entries(values)) {
      const current = this.values.get(path)
      const untouched =
        !this.editedAt.has(path) &&
        (this.initial.has(path) ? !this.differsFromSaved(path, current) : !this.values.has(path))
      this.initial.set(path, value)
      if (untouched) this.values.set(path, value)
    }
    this.structureChanged = true
    this.modifiedCache = { version: -1, value: false }
    this.notifyChanged(before)
  }

  /** Tells the fields whose value or rows differ from `before` (by content, not identity). */
  private notifyChanged(before: FieldMaps): void {
    const same = (a: unknown, b: unknown) => Object.is(a, b) || JSON.stringify(a) === JSON.stringify(b)
    for (const [path, listeners] of this.pathListeners) {
      if (same(before.values.get(path), this.values.get(path)) && same(before.rows.get(path), this.rows.get(path)))
        continue
      for (const l of listeners) l()
    }
  }

  /**
   * A value at `prefix` or beneath it differs from the saved one (loaded or last saved): what a
   * three-way merge asks, "did this editor change that field?", for a field or a whole array.
   */
  changedUnder(prefix: Path): boolean {
    this.flushPending()
    const under = (path: Path) => path === prefix || path.startsWith(`${prefix}.`)
    for (const [path, value] of this.values) if (under(path) && this.differsFromSaved(path, value)) return true
    for (const path of this.initial.keys()) if (under(path) && !this.values.has(path)) return true
    return false
  }

  /**
   * For another copy of the document (the server's newer one): whether its values at or beneath a
   * path differ from this form's saved ones, i.e. someone else changed them since.
   */
  savedDiffersFrom(data: Record<string, unknown>): (prefix: Path) => boolean {
    const other = new FormStore(data, this.isLeaf)
    return (prefix) => {
      const under = ([path]: [Path, unknown]) => path === prefix || path.startsWith(`${prefix}.`)
      const saved = [...this.initial].filter(under)
      const theirs = new Map([...other.values].filter(under))
      if (saved.length !== theirs.size) return true
      return !saved.every(([path, value]) => theirs.has(path) && sameValue(value, theirs.get(path)))
    }
  }

  /** The editor changed this path (or its row list) since the document was loaded or last saved. */
  isEdited(path: Path): boolean {
    return this.editedAt.has(path)
  }

  /** Many components ask after each change: computed once per change. */
  isModified(): boolean {
    if (this.version === this.savedVersion) return false
    if (this.modifiedCache.version !== this.version)
      this.modifiedCache = { version: this.version, value: !this.sameAsInitial() }
    return this.modifiedCache.value
  }

  private sameAsInitial(): boolean {
    if (this.structureChanged) this.rebuildDirty()
    return this.dirty.size === 0 && this.missing === 0
  }

  private differsFromSaved(path: Path, value: unknown): boolean {
    if (!this.initial.has(path)) return true
    const saved = this.initial.get(path)
    return !sameValue(saved, value)
  }

  private rebuildDirty(): void {
    this.dirty.clear()
    for (const [path, value] of this.values) if (this.differsFromSaved(path, value)) this.dirty.add(path)
    let missing = 0
    for (const path of this.initial.keys()) if (!this.values.has(path)) missing++
    this.missing = missing
    this.structureChanged = false
  }

  /** The nested document (or the part under a path), as Payload's REST API expects it. */
  getData(under: Path = ''): unknown {
    this.flushPending()
    const root: Record<string, unknown> = {}
    const prefix = under ? `${under}.` : ''
    for (const [path, meta] of this.rows) {
      if (under && path !== under && !path.startsWith(prefix)) continue
      setDeep(
        root,
        path,
        meta.map((r) => ({ id: r.id, ...(r.blockType ? { blockType: r.blockType } : {}) })),
      )
    }
    for (const [path, value] of this.values) {
      if (under && path !== under && !path.startsWith(prefix)) continue
      setDeep(root, path, value)
    }
    return under ? getDeep(root, under) : root
  }

  /** Re-renders only the components that read this path. */
  subscribe(path: Path, listener: Listener): () => void {
    let set = this.pathListeners.get(path)
    if (!set) this.pathListeners.set(path, (set = new Set()))
    set.add(listener)
    return () => {
      set.delete(listener)
      if (set.size === 0) this.pathListeners.delete(path)
    }
  }

  /** For whole-form consumers: dirty flag, autosave, live preview. */
  subscribeForm(listener: FormListener): () => void {
    this.formListeners.add(listener)
    return () => this.formListeners.delete(listener)
  }

  /** A counter that changes on every edit, for useSyncExternalStore snapshots. */
  get revision(): number {
    return this.version
  }

  private flatten(value: unknown, path: Path): void {
    if (isRowArray(value)) {
      this.rows.set(
        path,
        value.map((row) => ({
          id: String(row.id),
          ...(typeof row.blockType === 'string' ? { blockType: row.blockType } : {}),
        })),
      )
      value.forEach((row, i) => {
        for (const [key, v] of Object.entries(row))
          if (key !== 'id' && key !== 'blockType') this.flatten(v, `${path}.${i}.${key}`)
      })
      return
    }
    // Groups (plain objects) are see-through, except values Payload treats as one: rich text, JSON, points.
    if (
      isPlainObject(value) &&
      path !== '' &&
      ('root' in value || !looksLikeGroup(value) || this.isLeaf(schemaPath(path)))
    ) {
      this.values.set(path, value)
      return
    }
    if (isPlainObject(value)) {
      for (const [key, v] of Object.entries(value)) this.flatten(v, path ? `${path}.${key}` : key)
      return
    }
    this.values.set(path, value)
  }

  /** Removes the entries of rows index..end of an array and returns them, relative to their row. */
  private takeRowsFrom(
    path: Path,
    index: number,
  ): Array<{ values: Map<string, unknown>; rows: Map<string, RowMeta[]> }> {
    const count = this.getRows(path).length
    const taken: Array<{ values: Map<string, unknown>; rows: Map<string, RowMeta[]> }> = []
    for (let i = index; i < count; i++) taken.push({ values: new Map(), rows: new Map() })
    const prefix = `${path}.`
    for (const [key, value] of [...this.values]) {
      if (!key.startsWith(prefix)) continue
      const rest = key.slice(prefix.length)
      const dot = rest.indexOf('.')
      const i = Number(dot === -1 ? rest : rest.slice(0, dot))
      if (!Number.isInteger(i) || i < index) continue
      taken[i - index]!.values.set(dot === -1 ? '' : rest.slice(dot + 1), value)
      this.values.delete(key)
    }
    for (const [key, meta] of [...this.rows]) {
      if (!key.startsWith(prefix)) continue
      const rest = key.slice(prefix.length)
      const dot = rest.indexOf('.')
      const i = Number(rest.slice(0, dot))
      if (dot === -1 || !Number.isInteger(i) || i < index) continue
      taken[i - index]!.rows.set(rest.slice(dot + 1), meta)
      this.rows.delete(key)
    }
    return taken
  }

  private putRowsBack(
    path: Path,
    taken: Array<{ values: Map<string, unknown>; rows: Map<string, RowMeta[]> }>,
    startIndex: number,
  ): void {
    taken.forEach((row, offset) => {
      const base = `${path}.${startIndex + offset}`
      for (const [rel, value] of row.values) this.values.set(rel ? `${base}.${rel}` : base, value)
      for (const [rel, meta] of row.rows) this.rows.set(`${base}.${rel}`, meta)
    })
  }

  private changedRows(path: Path): void {
    this.structureChanged = true
    this.editedAt.set(path, ++this.version)
    // Every path under the array may now hold another row's value.
    const prefix = `${path}.`
    for (const [key, listeners] of this.pathListeners)
      if (key === path || key.startsWith(prefix)) for (const l of listeners) l()
    this.emitForm(null)
  }

  private emitPath(path: Path): void {
    const listeners = this.pathListeners.get(path)
    if (listeners) for (const l of listeners) l()
  }

  private emitForm(path: Path | null): void {
    for (const l of this.formListeners) l(path)
  }
}

/** 'layout.0.images.1.caption' → 'layout.images.caption' */
export function schemaPath(path: Path): string {
  return path
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .join('.')
}

/** Objects that are values of one field rather than groups of fields. */
function looksLikeGroup(value: Record<string, unknown>): boolean {
  // GeoJSON points, upload/relationship references and text typed that cannot be sent are single values.
  if ('type' in value && 'coordinates' in value) return false
  if (isUnsendable(value)) return false
  if ('relationTo' in value && 'value' in value) return false
  return true
}

/** A copy of a row whose own rows get fresh ids (the copy's id is set by addRow). */
function withNewIds(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(row)) {
    if (key === 'id') continue
    out[key] = isRowArray(value)
      ? value.map((r) => ({ ...withNewIds(r), id: newRowId() }))
      : isPlainObject(value) && !('root' in value) && looksLikeGroup(value)
        ? withNewIds(value)
        : value
  }
  return out
}

function setDeep(root: Record<string, unknown>, path: Path, value: unknown): void {
  const parts = path.split('.')
  let node: Record<string, unknown> | unknown[] = root
  for (let i = 0; i < parts.length - 1; i++) {
    const key = parts[i]!
    const nextIsIndex = /^\d+$/.test(parts[i + 1]!)
    const container = node
    let child = container[key]
    if (child === undefined || child === null || typeof child !== 'object') {
      child = nextIsIndex ? [] : {}
      container[key] = child
    }
    node = child as Record<string, unknown>
  }
  const last = parts[parts.length - 1]!
  const target = node
  const existing = target[last]
  // A row list placeholder ({id, blockType}) merges with the row's values written after it.
  if (Array.isArray(existing) && Array.isArray(value)) {
    const rows: unknown[] = existing
    value.forEach((v: unknown, i) => {
      rows[i] = isPlainObject(rows[i]) && isPlainObject(v) ? { ...(rows[i] as object), ...v } : v
    })
  } else if (isPlainObject(existing) && isPlainObject(value) && !('root' in value)) {
    target[last] = { ...existing, ...value }
  } else {
    target[last] = value
  }
}

function getDeep(root: Record<string, unknown>, path: Path): unknown {
  let node: unknown = root
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return node
}
