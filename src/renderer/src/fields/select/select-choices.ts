/** The values of a hasMany select field as its checkboxes change them: in the options' order, as Payload keeps them. */
export function toggleChoice(
  chosen: readonly string[],
  value: string,
  on: boolean,
  order: readonly string[],
): string[] {
  const next = new Set(chosen)
  if (on) next.add(value)
  else next.delete(value)
  // Values no longer among the options (the schema changed) are kept, after the known ones.
  const known = order.filter((v) => next.has(v))
  return [...known, ...[...next].filter((v) => !order.includes(v))]
}

/**
 * What a select offers when its `filterOptions` allow only some values (undefined: all), as Payload's
 * select leaves the others out of its list; a value already chosen stays, so the field still shows it
 * (the server refuses it on save, as Payload does).
 */
export function offeredOptions<O>(
  options: readonly O[],
  valueOf: (option: O) => string,
  allowed: readonly string[] | undefined,
  chosen: readonly string[],
): O[] {
  if (!allowed) return [...options]
  return options.filter((o) => allowed.includes(valueOf(o)) || chosen.includes(valueOf(o)))
}
