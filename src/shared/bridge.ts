/**
 * The one contract between the renderer and its host (Electron main or the web host).
 *
 * `renderer:*` channels are requests the renderer makes; `main:*` events are pushed by the host.
 * Every request payload is validated by the host before its handler runs (src/main/core/bridge: `validateRequest`).
 */
import type { FolioSchemaResponse } from './protocol'
import type { ApiRequest, ApiResult, QueryValue } from './api'
import type { LocalDraft } from './drafts'
import type { ConnectError, ConnectionProfile, ConnectTarget, SessionState, SignInRequest } from './session'
import type { ThemeSetting, ThemeState } from './theme'
import type { DocumentRef } from './windows'
import type { MenuCommand, MenuContext } from './menu'
import type { FieldMarker } from './visual-editing'

export type HostKind = 'electron' | 'web'

export interface AppInfo {
  name: string
  version: string
  host: HostKind
  platform: string
  versions: { node: string; electron?: string; chrome?: string }
}

export type CmsMode = 'local' | 'remote'
/** 'restarting': the built-in CMS stopped on its own and is being started again (see CmsConnection). */
export type CmsState = 'starting' | 'ready' | 'restarting' | 'failed' | 'stopped'

/**
 * What the built-in CMS is doing while its state is 'starting' or 'restarting', in the order it goes
 * through them: loading, preparing its database (schema), writing the demo content (first run only).
 */
export type CmsStartPhase = 'starting' | 'database' | 'seeding'

export interface CmsStatus {
  mode: CmsMode
  state: CmsState
  /** While starting or restarting the built-in CMS: the step it has reached. */
  phase?: CmsStartPhase
  /** Server URL (origin plus any base path), once known. */
  url: string | null
  /** Why it failed, for the UI to show. */
  message?: string
}

/** Everything the UI needs for its first screen, in one call (each extra round trip delays it). */
export interface BootState {
  app: AppInfo
  cms: CmsStatus
  theme: ThemeState
  session: SessionState
  profiles: ConnectionProfile[]
  /** Present when signed in. */
  schema: ApiResult<FolioSchemaResponse> | null
  access: ApiResult<Record<string, unknown>> | null
}

export interface BridgeChannels {
  'renderer:boot': { request: void; response: BootState }
  'renderer:app-info': { request: void; response: AppInfo }
  'renderer:cms-status': { request: void; response: CmsStatus }
  /** Starts the built-in CMS again after it stopped and could not be restarted by itself. */
  'renderer:cms-reconnect': { request: void; response: CmsStatus }
  'renderer:theme-get': { request: void; response: ThemeState }
  'renderer:theme-set': { request: { setting: ThemeSetting; cookiePrefix?: string }; response: ThemeState }
  'renderer:api': { request: ApiRequest; response: ApiResult }
  'renderer:session-get': { request: void; response: SessionState }
  'renderer:connect': { request: ConnectTarget; response: SessionState }
  'renderer:sign-in': { request: SignInRequest; response: SessionState }
  'renderer:sign-out': { request: void; response: SessionState }
  'renderer:session-refresh': { request: void; response: SessionState }
  /** Asks the server whether it still knows the session (it may have ended it); the state that follows. */
  'renderer:session-check': { request: void; response: SessionState }
  'renderer:profiles-list': { request: void; response: ConnectionProfile[] }
  'renderer:profile-save': {
    request: { id?: string; name: string; url: string }
    response: { ok: true; profile: ConnectionProfile } | { ok: false; error: ConnectError }
  }
  'renderer:profile-delete': { request: { id: string }; response: ConnectionProfile[] }
  /** The admin schema of the connected server, from the Folio plugin. */
  'renderer:schema': { request: void; response: ApiResult<FolioSchemaResponse> }
  /**
   * A file for an upload collection (multipart on the node side): a new document (POST), or with `id`
   * the file that replaces a document's (PATCH). `data` is the whole document as `_payload` JSON (the
   * edit view's save); `fields` the few text fields an upload field fills in.
   */
  'renderer:upload': {
    request: {
      collection: string
      filename: string
      mimeType: string
      dataBase64: string
      fields?: Record<string, string>
      id?: string
      data?: Record<string, unknown>
      query?: Record<string, QueryValue>
      language?: string
    }
    response: ApiResult
  }
  /**
   * An upload's stored file (an image size or the original) read with the session, for an image the
   * browser could not load by itself: the upload collection lets signed-in users only read its files,
   * and the session stays in main. `url` must be a file URL of an upload collection of the connected
   * server (`<server><api route>/<upload slug>/file/<name>`); main refuses any other.
   */
  'renderer:upload-file': { request: { url: string }; response: ApiResult<{ mimeType: string; dataBase64: string }> }
  /** Every draft kept for a document (each page instance's), newest first. */
  'renderer:draft-list': { request: { key: string }; response: LocalDraft[] }
  'renderer:draft-save': { request: LocalDraft; response: void }
  /**
   * `instance` a string: that page instance's draft; null: the one from before instances; absent:
   * every draft of the document.
   */
  'renderer:draft-clear': { request: { key: string; instance?: string | null }; response: void }
  /** The signed-in user's permissions (Payload's GET /access). */
  'renderer:access': { request: void; response: ApiResult<Record<string, unknown>> }
  /**
   * The live-preview URL of a document (the entity's admin.livePreview.url, run by the Folio plugin).
   * For the built-in CMS's own preview site it carries a ticket in the fragment (`#ticket=`), never the
   * editor's token: main registers the token with that site, which reads drafts for the page with it.
   */
  'renderer:preview-url': {
    request: PreviewUrlRequest
    response: ApiResult<{ url: string | null; relayUrl?: string }>
  }
  /** Desktop only: opens the native preview popup (false where there is none, e.g. the web host). */
  'renderer:preview-popup-open': { request: { url: string }; response: boolean }
  /** Desktop only: relays a live-preview message into the popup's page; false when it is not open. */
  'renderer:preview-popup-post': { request: { message: PreviewPopupMessage }; response: boolean }
  'renderer:preview-popup-close': { request: void; response: void }
  /**
   * Desktop only: shows a preview page in a native view laid over the asking window's preview pane at
   * `bounds` (the pane's box in CSS px). False where there is none (the web host keeps its <iframe>).
   */
  'renderer:preview-view-show': { request: { url: string; bounds: PreviewViewBounds }; response: boolean }
  /** Moves the view with the pane; `visible: false` hides it (a modal dialog covers the pane). */
  'renderer:preview-view-bounds': { request: { bounds: PreviewViewBounds; visible: boolean }; response: boolean }
  /** Relays a live-preview message into the view's page; false when there is none or it left its origin. */
  'renderer:preview-view-post': { request: { message: PreviewPopupMessage }; response: boolean }
  /** Removes this window's preview view. */
  'renderer:preview-view-close': { request: void; response: void }
  /** The UI language (a @payloadcms/translations code), for what main shows natively (the leave dialog). */
  'renderer:language-set': { request: { language: string }; response: void }
  /**
   * Opens an app route in a new desktop window (same preload and security as the first). False where the
   * host has no windows (the web host): the renderer opens a browser tab instead.
   */
  'renderer:open-window': { request: { path: string }; response: boolean }
  /** This window shows a document now; how many other windows show it too (0 in the web host). */
  'renderer:document-opened': { request: DocumentRef; response: { elsewhere: number } }
  /** This window no longer shows that document. */
  'renderer:document-closed': { request: DocumentRef; response: void }
  /** What this window can do now, for the desktop menu (ignored where there is none). */
  'renderer:menu-context': { request: MenuContext; response: void }
  /** The editor's answer to a deep link to another server (`main:deep-link` kind 'ask'); true once switched. */
  'renderer:deep-link-answer': { request: { id: string; accept: boolean }; response: boolean }
  /**
   * A native notification (the lock taken over, a failed autosave, a bulk action done). Clicking it brings
   * this window to the front at `path`. `shown: false` (the web host, no system support, refused): the
   * renderer tries the browser's Notification API, else shows a toast.
   */
  'renderer:notify': {
    request: { title: string; body: string; path?: string }
    response: { shown: true } | { shown: false; reason: 'unsupported' | 'refused' }
  }
}

/**
 * A `payload-live-preview` or `payload-document-event` message (built in the renderer's core/live-preview),
 * or visual editing's `folio-visual-editing` (overlays on or off, see shared/visual-editing.ts).
 */
export type PreviewPopupMessage = {
  type: 'payload-live-preview' | 'payload-document-event' | 'folio-visual-editing'
  [key: string]: unknown
}

/** A rectangle in the window's content area, in CSS px (DIPs in Electron). */
export interface PreviewViewBounds {
  x: number
  y: number
  width: number
  height: number
}

export interface PreviewUrlRequest {
  collection?: string
  global?: string
  id?: string
  locale?: string
  /** 'preview': the Preview button's URL (`admin.preview`); else the live-preview URL. */
  kind?: 'live' | 'preview'
  /**
   * The frontend cannot hear this page's origin (it talks only to the CMS's): the answer carries
   * `relayUrl` too, the Folio plugin's relay page for the host's own origin (FolioPreviewUrlRequest.relayFor).
   */
  relay?: boolean
}

export interface BridgeEvents {
  'main:theme-changed': ThemeState
  'main:cms-status': CmsStatus
  'main:session-changed': SessionState
  /** The page in the native preview popup posted its live-preview ready. */
  'main:preview-popup-ready': { at: number }
  /** The native preview popup was closed (found by the 1 s poll or closed by Folio). */
  'main:preview-popup-closed': { at: number }
  /** The page in this window's embedded preview view posted its live-preview ready. */
  'main:preview-view-ready': { at: number }
  /** The editor clicked a marked text in the desktop's preview view or popup (its preload runs the overlay). */
  'main:preview-field': { field: FieldMarker; from: 'view' | 'popup' }
  /** The desktop's preview view or popup runs the visual-editing overlay (its preload started it): markers can go. */
  'main:preview-overlay-ready': { from: 'view' | 'popup' }
  /**
   * Another window opened or closed a document this window shows: `elsewhere` is how many other windows
   * show it now. The same user's own windows: its lock is not taken over, and not released while one shows it.
   */
  'main:document-elsewhere': { key: string; elsewhere: number }
  /** A desktop menu click, for the focused window to run (the same commands as its palette and keys). */
  'main:menu-command': MenuCommand
  /**
   * A deep link (folio://open?server=&path=) reached the app. 'open': go to `path` (an app route without
   * the admin prefix); 'ask': it names another server, ask the editor and answer with
   * renderer:deep-link-answer; 'refused': malformed or not Folio's, show `reason` (and open nothing).
   */
  'main:deep-link':
    | { kind: 'open'; path: string }
    | { kind: 'ask'; id: string; server: string; path: string }
    | {
        kind: 'refused'
        reason: 'malformed' | 'foreign' | 'bad-server' | 'bad-path' | 'switch-failed'
        message: string
      }
}

export type BridgeChannel = keyof BridgeChannels
export type BridgeEvent = keyof BridgeEvents
export type BridgeRequest<C extends BridgeChannel> = BridgeChannels[C]['request']
export type BridgeResponse<C extends BridgeChannel> = BridgeChannels[C]['response']

/** Who asked: the desktop window (its webContents id), or null for a web host's tab. */
export interface BridgeSender {
  windowId: number | null
}

/** What a host implements: one handler per channel (dispatch always names the sender; tests may leave it out). */
export type BridgeHandlers = {
  [C in BridgeChannel]: (request: BridgeRequest<C>, sender?: BridgeSender) => Promise<BridgeResponse<C>>
}

export type Unsubscribe = () => void

/** What the renderer sees as `window.folio` (Electron) or builds over HTTP (web host). */
export interface FolioBridge {
  readonly host: HostKind
  invoke<C extends BridgeChannel>(
    channel: C,
    ...request: BridgeRequest<C> extends void ? [] : [BridgeRequest<C>]
  ): Promise<BridgeResponse<C>>
  on<E extends BridgeEvent>(event: E, listener: (payload: BridgeEvents[E]) => void): Unsubscribe
}

/** The list the preload and the web host allow, kept beside the types so they cannot drift. */
export const BRIDGE_CHANNELS = [
  'renderer:boot',
  'renderer:app-info',
  'renderer:cms-status',
  'renderer:cms-reconnect',
  'renderer:theme-get',
  'renderer:theme-set',
  'renderer:api',
  'renderer:session-get',
  'renderer:connect',
  'renderer:sign-in',
  'renderer:sign-out',
  'renderer:session-refresh',
  'renderer:session-check',
  'renderer:profiles-list',
  'renderer:profile-save',
  'renderer:profile-delete',
  'renderer:schema',
  'renderer:access',
  'renderer:upload',
  'renderer:upload-file',
  'renderer:draft-list',
  'renderer:draft-save',
  'renderer:draft-clear',
  'renderer:preview-url',
  'renderer:preview-popup-open',
  'renderer:preview-popup-post',
  'renderer:preview-popup-close',
  'renderer:preview-view-show',
  'renderer:preview-view-bounds',
  'renderer:preview-view-post',
  'renderer:preview-view-close',
  'renderer:language-set',
  'renderer:open-window',
  'renderer:document-opened',
  'renderer:document-closed',
  'renderer:menu-context',
  'renderer:deep-link-answer',
  'renderer:notify',
] as const satisfies readonly BridgeChannel[]

export const BRIDGE_EVENTS = [
  'main:theme-changed',
  'main:cms-status',
  'main:session-changed',
  'main:preview-popup-ready',
  'main:preview-popup-closed',
  'main:preview-view-ready',
  'main:preview-field',
  'main:preview-overlay-ready',
  'main:document-elsewhere',
  'main:menu-command',
  'main:deep-link',
] as const satisfies readonly BridgeEvent[]

// Compile-time check that the lists above name every channel and event.
type Missing<All, Listed> = Exclude<All, Listed>
const _allChannelsListed: Missing<BridgeChannel, (typeof BRIDGE_CHANNELS)[number]> extends never ? true : never = true
const _allEventsListed: Missing<BridgeEvent, (typeof BRIDGE_EVENTS)[number]> extends never ? true : never = true
void _allChannelsListed
void _allEventsListed

export function isBridgeChannel(value: unknown): value is BridgeChannel {
  return typeof value === 'string' && (BRIDGE_CHANNELS as readonly string[]).includes(value)
}

/**
 * Events that describe the current state (not one-off happenings): a late subscriber gets the latest,
 * from the web host on each new event stream and from the tabs' shared push worker on each new tab.
 */
export const STATE_EVENTS: ReadonlySet<BridgeEvent> = new Set<BridgeEvent>([
  'main:theme-changed',
  'main:cms-status',
  'main:session-changed',
])

export function isBridgeEvent(value: unknown): value is BridgeEvent {
  return typeof value === 'string' && (BRIDGE_EVENTS as readonly string[]).includes(value)
}

/** Web host routes for the same contract. */
export const WEB_BRIDGE_PATH = '/__folio/bridge/'
export const WEB_EVENTS_PATH = '/__folio/events'
/** A custom header forces a CORS preflight, which the web host never answers: other origins cannot call it. */
export const WEB_BRIDGE_HEADER = 'x-folio-bridge'

/** Failures of the bridge itself (not of the CMS), returned instead of a response. */
export interface BridgeFailure {
  bridgeError: 'invalid-channel' | 'invalid-payload' | 'handler-failed'
  message: string
}
