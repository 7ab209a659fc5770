/** A named field's path inside its parent's (the top level's path is empty). */
export const childPath = (parent: string, name: string) => (parent ? `${parent}.${name}` : name)
