/**
 * The per-field choice when the server's copy changed while this editor worked on theirs: the version
 * diff between the server's copy ("theirs") and the form ("mine"), cut into the fields an editor can
 * choose between, each with whether this editor changed it. A field only the server changed defaults
 * to theirs, one this editor changed to mine, so accepting the defaults merges both editors' work.
 * The same choice is asked when a local draft is restored over a newer server copy (`restoreSplit`).
 * Pure: the dialog renders the fields, the controller writes the merge.
 */
import type { DraftBase } from '@shared/drafts'
import type { DiffNode } from '../../../core/diff'
import { baseCovers, baseLeavesUnder, leavesUnder, sameLeaves } from './draft-base'

export type ConflictSide = 'mine' | 'theirs'

export interface ConflictField {
  /** Data path of the field (a whole array or blocks field is one choice). */
  path: string
  /** Its label, with the labels of the named groups and tabs around it ("SEO › Meta title"). */
  label: string
  /** The diff of the field: theirs as "before", mine as "after". */
  node: DiffNode
  /** This editor changed the field since loading or last saving. */
  changedHere: boolean
  /** The server's copy changed it since then. */
  changedThere: boolean
  /** What the dialog offers first. */
  preferred: ConflictSide
}

/** Kinds whose fields are chosen one by one beneath them; any other kind is one choice as a whole. */
const CONTAINERS = new Set<DiffNode['kind']>(['group', 'collapsible', 'row', 'tabs', 'tab'])

/** Fields the save itself decides (a draft or a publish), never chosen between. */
const DECIDED_BY_SAVE = new Set(['_status'])

/**
 * The fields that differ, in the form's order. `changed.here` says whether this editor changed the
 * value at a data path (the form store's `changedUnder`), `changed.there` whether the server's copy
 * differs there from what this form was loaded from (`savedDiffersFrom`).
 */
export function conflictFields(
  nodes: readonly DiffNode[],
  changed: { here: (path: string) => boolean; there: (path: string) => boolean },
): ConflictField[] {
  const out: ConflictField[] = []
  const walk = (list: readonly DiffNode[], labels: string[]) => {
    for (const node of list) {
      if (!node.changed || DECIDED_BY_SAVE.has(node.path)) continue
      if (CONTAINERS.has(node.kind) && 'children' in node) {
        // Named groups and tabs name their fields; rows, collapsibles and unnamed tabs add nothing to the path.
        const named = (node.kind === 'group' || node.kind === 'tab') && node.label ? [...labels, node.label] : labels
        walk(node.children, named)
        continue
      }
      const here = changed.here(node.path)
      out.push({
        path: node.path,
        label: [...labels, node.label].filter(Boolean).join(' › '),
        node,
        changedHere: here,
        changedThere: changed.there(node.path),
        preferred: here ? 'mine' : 'theirs',
      })
    }
  }
  walk(nodes, [])
  return out
}

type Data = Record<string, unknown>

const isObject = (v: unknown): v is Data => typeof v === 'object' && v !== null && !Array.isArray(v)

/** `mine` with theirs' values at `paths` (a value theirs lacks is removed from the result). */
export function takeTheirs(mine: Data, theirs: Data, paths: readonly string[]): Data {
  const out = structuredClone(mine)
  for (const path of paths) {
    const keys = path.split('.')
    const last = keys.pop()!
    let from: unknown = theirs
    let to: Data = out
    for (const key of keys) {
      from = isObject(from) ? from[key] : undefined
      if (!isObject(to[key])) to[key] = {}
      to = to[key] as Data
    }
    const value = isObject(from) ? from[last] : undefined
    if (value === undefined) delete to[last]
    else to[last] = structuredClone(value)
  }
  return out
}

/**
 * Restoring a local draft over the copy the form shows now (`current`: the server's, with anything
 * typed since): a three-way merge per field against the draft's base (what its edits were made on).
 * `nodes` is the version diff of current ("before") and the draft ("after"). A field the draft changed
 * and the server did not is applied; one the server changed and the draft did not keeps the server's
 * value; one both changed, differently, is asked. A draft without a base (written by an older Folio)
 * has every differing field asked.
 */
export function restoreSplit(
  nodes: readonly DiffNode[],
  draft: { data: Data; base?: DraftBase },
  current: Data,
): { apply: string[]; ask: ConflictField[] } {
  const { base } = draft
  const fields = conflictFields(nodes, {
    here: (path) =>
      !base || (baseCovers(base, path) && !sameLeaves(baseLeavesUnder(base, path), leavesUnder(draft.data, path))),
    there: (path) => {
      if (!base) return true
      // A field the draft did not change keeps the server's value, whatever it is now.
      if (!baseCovers(base, path)) return true
      return !sameLeaves(baseLeavesUnder(base, path), leavesUnder(current, path))
    },
  })
  return {
    apply: fields.filter((f) => f.changedHere && !f.changedThere).map((f) => f.path),
    ask: fields.filter((f) => f.changedHere && f.changedThere),
  }
}

/** The draft's values at `paths` put over `current`: what the form holds after a restore. */
export function restoredData(current: Data, draftData: Data, paths: readonly string[]): Data {
  return takeTheirs(current, draftData, paths)
}
