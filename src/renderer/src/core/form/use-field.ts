/** React bindings: a component re-renders only when its own path changes. */
import { useCallback, useSyncExternalStore } from 'react'
import type { FieldFilter, FormStore, Path, RowMeta } from './form-store'

export function useFieldValue<T = unknown>(form: FormStore, path: Path): [T | undefined, (value: T) => void] {
  const subscribe = useCallback((listener: () => void) => form.subscribe(path, listener), [form, path])
  const value = useSyncExternalStore(subscribe, () => form.getValue<T>(path))
  const setValue = useCallback((next: T) => form.setValue(path, next), [form, path])
  return [value, setValue]
}

export function useFieldError(form: FormStore, path: Path): string | undefined {
  const subscribe = useCallback((listener: () => void) => form.subscribe(path, listener), [form, path])
  return useSyncExternalStore(subscribe, () => form.getError(path))
}

export function useRows(form: FormStore, path: Path): RowMeta[] {
  const subscribe = useCallback((listener: () => void) => form.subscribe(path, listener), [form, path])
  return useSyncExternalStore(subscribe, () => form.getRows(path))
}

/** Whole-form consumers (save button state): re-render on any edit. */
export function useFormModified(form: FormStore): boolean {
  const subscribe = useCallback((listener: () => void) => form.subscribeForm(listener), [form])
  return useSyncExternalStore(subscribe, () => form.isModified())
}

/** Whether the field's condition hides it (re-renders when that changes, and only then). */
export function useFieldHidden(form: FormStore, path: Path): boolean {
  const subscribe = useCallback((listener: () => void) => form.subscribe(path, listener), [form, path])
  return useSyncExternalStore(subscribe, () => form.isHidden(path))
}

/** The field's filterOptions per collection, as the server last answered (re-renders when they change). */
export function useFieldFilter(form: FormStore, path: Path): FieldFilter | undefined {
  const subscribe = useCallback((listener: () => void) => form.subscribe(path, listener), [form, path])
  return useSyncExternalStore(subscribe, () => form.getFilterOptions(path))
}

/** How many fields inside `prefix` have an error (re-renders when any error changes). */
export function useErrorCountUnder(form: FormStore, prefix: Path): number {
  const subscribe = useCallback((listener: () => void) => form.subscribeErrors(listener), [form])
  return useSyncExternalStore(subscribe, () => form.errorCountUnder(prefix))
}

/** How many error paths `holds` accepts (re-renders when any error changes); `holds` should be stable. */
export function useErrorCountWhere(form: FormStore, holds: (path: Path) => boolean): number {
  const subscribe = useCallback((listener: () => void) => form.subscribeErrors(listener), [form])
  return useSyncExternalStore(subscribe, () => form.errorPaths().filter(holds).length)
}

/** The option values or block slugs the field's filterOptions allow, as the server last answered; undefined: all. */
export function useOptionFilter(form: FormStore, path: Path): string[] | undefined {
  const subscribe = useCallback((listener: () => void) => form.subscribe(path, listener), [form, path])
  return useSyncExternalStore(subscribe, () => form.getOptionFilter(path))
}
