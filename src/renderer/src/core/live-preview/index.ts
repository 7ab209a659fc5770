/** Live preview: pure logic (no React, no DOM globals at import). */
export * from './field-schema'
export * from './messages'
export * from './preview-markers'
export * from './sender'
export * from './toolbar'
