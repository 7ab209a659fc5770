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
