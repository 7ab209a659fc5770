import type { Config, Endpoint, Plugin } from 'payload'

import { formStateHandler } from './form-state.js'
import { infoHandler } from './info.js'
import { isInternalCollection } from './http.js'
import { guardLockCollection } from './lock-access.js'
import {
  keepLockOnCollectionWrite,
  keepLockOnGlobalWrite,
  reserveLockBeforeCollectionWrite,
  reserveLockBeforeGlobalWrite,
} from './locks.js'
import { previewRelayHandler } from './preview-relay.js'
import { previewUrlGetHandler, previewUrlPostHandler } from './preview-url.js'
import { FOLIO_ENDPOINTS, FOLIO_PLUGIN_VERSION } from '../../shared/protocol.js'
import { scheduleCancelHandler, scheduleListHandler, scheduleQueueHandler } from './schedule-publish.js'
import { schemaHandler } from './schema.js'
import { versionDiffScreenHandler, versionsScreenHandler } from './versions.js'
import { visualEditingScriptHandler } from './visual-editing.js'

export type FolioPluginOptions = {
  /** Turn the endpoints off without removing the plugin. Default true. */
  enabled?: boolean
}

export * from '../../shared/protocol.js'

/**
 * Adds the endpoints a remote Folio client needs and Payload's REST API lacks, under
 * `<api route>/folio/...`: info (public), schema (client config + extras), preview-url, form-state and
 * schedule-publish (Payload's scheduled publish jobs), and the versions and version screens' data in one read each;
 * narrows who may write or delete rows of Payload's lock collection (lock-access.ts); and keeps the lock
 * of an editor whose save asks for it (locks.ts).
 * Depends on nothing but `payload`.
 */
export const folioPlugin = (options: FolioPluginOptions = {}): Plugin => {
  const plugin: Plugin = (config: Config): Config => {
    if (options.enabled === false) return config
    const endpoints: Endpoint[] = [
      { path: FOLIO_ENDPOINTS.info, method: 'get', handler: infoHandler(FOLIO_PLUGIN_VERSION) },
      { path: FOLIO_ENDPOINTS.schema, method: 'get', handler: schemaHandler(FOLIO_PLUGIN_VERSION) },
      { path: FOLIO_ENDPOINTS.previewUrl, method: 'get', handler: previewUrlGetHandler },
      { path: FOLIO_ENDPOINTS.previewUrl, method: 'post', handler: previewUrlPostHandler },
      { path: FOLIO_ENDPOINTS.formState, method: 'post', handler: formStateHandler },
      { path: FOLIO_ENDPOINTS.schedulePublish, method: 'get', handler: scheduleListHandler },
      { path: FOLIO_ENDPOINTS.schedulePublish, method: 'post', handler: scheduleQueueHandler },
      { path: FOLIO_ENDPOINTS.schedulePublish, method: 'delete', handler: scheduleCancelHandler },
      { path: FOLIO_ENDPOINTS.versions, method: 'get', handler: versionsScreenHandler },
      { path: FOLIO_ENDPOINTS.versionDiff, method: 'get', handler: versionDiffScreenHandler },
      { path: FOLIO_ENDPOINTS.visualEditingScript, method: 'get', handler: visualEditingScriptHandler },
      { path: FOLIO_ENDPOINTS.previewRelay, method: 'get', handler: previewRelayHandler },
    ]
    return {
      ...config,
      endpoints: [...(config.endpoints ?? []), ...endpoints],
      // A save Folio sends for the lock's holder keeps the lock Payload deletes on every update (locks.ts).
      collections: config.collections?.map((collection) =>
        isInternalCollection(collection.slug)
          ? collection
          : {
              ...collection,
              hooks: {
                ...collection.hooks,
                beforeOperation: [...(collection.hooks?.beforeOperation ?? []), reserveLockBeforeCollectionWrite],
                beforeValidate: [...(collection.hooks?.beforeValidate ?? []), keepLockOnCollectionWrite],
              },
            },
      ),
      globals: config.globals?.map((global) => ({
        ...global,
        hooks: {
          ...global.hooks,
          beforeOperation: [...(global.hooks?.beforeOperation ?? []), reserveLockBeforeGlobalWrite],
          beforeValidate: [...(global.hooks?.beforeValidate ?? []), keepLockOnGlobalWrite],
        },
      })),
      onInit: async (payload) => {
        guardLockCollection(payload)
        await config.onInit?.(payload)
      },
    }
  }
  plugin.slug = 'folio'
  return plugin
}

export default folioPlugin
