/**
 * The field a refused save wants brought into view, per form. Tabs, collapsibles and long (virtualized)
 * row lists listen and open or scroll to what holds it, so the field exists in the page to be focused.
 */
import { useCallback, useSyncExternalStore } from 'react'
import type { FormStore, Path } from './form-store'

class RevealChannel {
  target: Path | null = null
  private listeners = new Set<() => void>()

  set(target: Path | null): void {
    if (this.target === target) return
    this.target = target
    for (const listener of this.listeners) listener()
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }
}

const channels = new WeakMap<FormStore, RevealChannel>()

function channelOf(form: FormStore): RevealChannel {
  let channel = channels.get(form)
  if (!channel) channels.set(form, (channel = new RevealChannel()))
  return channel
}

/** Asks whatever holds `path` to show it. */
export function requestReveal(form: FormStore, path: Path): void {
  channelOf(form).set(path)
}

/** The field was reached (or given up on): tabs opened later keep the editor's own choice. */
export function endReveal(form: FormStore, path: Path): void {
  const channel = channelOf(form)
  if (channel.target === path) channel.set(null)
}

export function revealTarget(form: FormStore): Path | null {
  return channelOf(form).target
}

export function subscribeReveal(form: FormStore, listener: () => void): () => void {
  return channelOf(form).subscribe(listener)
}

/** The path being revealed now, if any (re-renders when it changes). */
export function useRevealTarget(form: FormStore): Path | null {
  const subscribe = useCallback((listener: () => void) => subscribeReveal(form, listener), [form])
  return useSyncExternalStore(subscribe, () => channelOf(form).target)
}

/** Rich-text fields asked to put the caret in one of their text nodes (a click in the live preview). */
class CaretRequests {
  readonly nodes = new Map<Path, number[]>()
  readonly listeners = new Set<() => void>()
}

const carets = new WeakMap<FormStore, CaretRequests>()

function caretsOf(form: FormStore): CaretRequests {
  let requests = carets.get(form)
  if (!requests) carets.set(form, (requests = new CaretRequests()))
  return requests
}

/** Asks the rich-text field at `path` to put the caret at the start of the text node at `node` (child indexes from the root). */
export function requestCaret(form: FormStore, path: Path, node: number[]): void {
  const requests = caretsOf(form)
  requests.nodes.set(path, node)
  for (const listener of requests.listeners) listener()
}

/** The node asked for at `path`, once: the field that takes it clears it. */
export function takeCaret(form: FormStore, path: Path): number[] | null {
  const requests = caretsOf(form)
  const node = requests.nodes.get(path) ?? null
  requests.nodes.delete(path)
  return node
}

export function subscribeCaret(form: FormStore, listener: () => void): () => void {
  const requests = caretsOf(form)
  requests.listeners.add(listener)
  return () => requests.listeners.delete(listener)
}
