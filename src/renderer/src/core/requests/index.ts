/**
 * Every REST request the UI sends is built in this folder, and sent by `invokeApi` (invoke.ts), the
 * one caller of the bridge's `renderer:api`. Screens, fields and stores import builders from here;
 * none builds a request or calls the bridge for the API itself.
 */
export * from './invoke'
export * from './document'
export * from './versions'
export * from './list'
export * from './api-view'
export * from './form-state'
export * from './preferences'
export * from './version-detail'
export * from './related'
export * from './doc-access'
export * from './bulk'
export * from './trash'
export * from './document-actions'
export * from './upload'
export * from './schedule-publish'
export * from './folders'
export * from './join'
export * from './media-library'
