/**
 * A list link whose title starts with these words. The list's search matches every word anywhere
 * ('Post 20' also finds 'Large post (200 tags…)'), so the first row is not always the one meant.
 */
export function titleStartingWith(words: string): RegExp {
  return new RegExp(`^\\s*${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i')
}
