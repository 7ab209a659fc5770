/**
 * How decorator nodes look, supplied by the editor through `decorators` so that the node modules stay
 * free of React components and run in node tests: each node's module adds its own entry to Decorators.
 */

/** Filled by the editor; empty in headless use, where the nodes decorate nothing. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- each node's module declares its entry
export interface Decorators {}

export const decorators: Decorators = {}
