/** Deterministic filler text: the same seed gives the same content on every machine. */
const WORDS = (
  'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et dolore ' +
  'magna aliqua enim ad minim veniam quis nostrud exercitation ullamco laboris nisi aliquip ex ea commodo ' +
  'consequat duis aute irure in reprehenderit voluptate velit esse cillum fugiat nulla pariatur excepteur sint ' +
  'occaecat cupidatat non proident sunt culpa qui officia deserunt mollit anim id est laborum'
).split(' ')

export type TextGen = {
  words: (count: number) => string
  sentence: (count: number) => string
  pick: <T>(items: readonly T[]) => T
}

export const createTextGen = (seed: number): TextGen => {
  let state = seed
  const next = (): number => {
    state = (state * 1103515245 + 12345) & 0x7fffffff
    return state / 0x7fffffff
  }
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!
  const words = (count: number): string => Array.from({ length: count }, () => pick(WORDS)).join(' ')
  const sentence = (count: number): string => {
    const text = words(count)
    return text.charAt(0).toUpperCase() + text.slice(1) + '.'
  }
  return { words, sentence, pick }
}

export const pad2 = (n: number): string => String(n).padStart(2, '0')
