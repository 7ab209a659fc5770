/**
 * The bridge's handler map, shared by the Electron IPC layer and the web host: composed from one module
 * per service (each with its channels' validators beside its handlers), with what applies to every
 * channel here: the payload checked before any handler runs, a throwing handler turned into a failure,
 * and no CMS token in any answer.
 */
import type { z } from 'zod'
import type {
  AppInfo,
  BridgeChannel,
  BridgeFailure,
  BridgeHandlers,
  BridgeRequest,
  BridgeResponse,
  BridgeSender,
} from '@shared/bridge'
import type { ThemeState } from '@shared/theme'
import type { CmsConnection } from '../cms-connection'
import type { DraftStore } from '../draft-store'
import type { PreviewPopupController } from '../preview-popup'
import type { PreviewViewManager } from '../preview-view'
import type { SessionManager } from '../session'
import type { SettingsStore } from '../settings'
import { withoutTokens } from '../token-strip'
import { apiHandlers, apiValidators } from './api'
import { draftHandlers, draftValidators } from './drafts'
import { fileHandlers, fileValidators } from './files'
import { previewHandlers, previewValidators } from './preview'
import { createSchemaCache, schemaHandlers, schemaValidators } from './schema'
import { WEB_TAB, type ChannelValidators, type TokenFree } from './service'
import { sessionHandlers, sessionValidators } from './session'
import { windowHandlers, windowValidators, type DesktopWindows } from './windows'

export type { DesktopWindows } from './windows'

export interface HandlerDeps {
  appInfo: AppInfo
  settings: SettingsStore
  cms: CmsConnection
  session: SessionManager
  drafts: DraftStore
  /** Lets the host follow the theme (Electron's nativeTheme) and push it to every window. */
  onThemeChanged?: (state: ThemeState) => void
  /** The native preview popup (desktop only). */
  previewPopup?: PreviewPopupController
  /** The embedded native preview views, one per window (desktop only). */
  previewView?: PreviewViewManager
  /** The UI language changed (the desktop app translates its native dialogs with it). */
  onLanguageChanged?: (language: string) => Promise<void> | void
  now?: () => number
  /** Several windows (desktop only; the web host answers as a host of tabs). */
  windows?: DesktopWindows
  /** How main reaches the built-in preview site to register a ticket, and upload files; tests pass a fake. */
  fetchImpl?: typeof fetch
  /** The web host's own origin, for which a remote CMS's preview relay is asked (PreviewDeps.relayOrigin). */
  relayOrigin?: () => string | null
}

/** One validator per channel; a channel left out of every service fails to compile here. */
export const channelValidators: ChannelValidators<BridgeChannel> = {
  ...sessionValidators,
  ...apiValidators,
  ...fileValidators,
  ...schemaValidators,
  ...draftValidators,
  ...previewValidators,
  ...windowValidators,
}

export function createBridgeHandlers(deps: HandlerDeps): BridgeHandlers {
  const { cms, session } = deps

  /** The CMS token never reaches the renderer, in an answer or in an error's body (token-strip.ts). */
  const tokenFree: TokenFree = (path, result) => {
    const token = cms.currentToken()
    if (result.ok) return { ...result, data: withoutTokens(path, result.data, token) as typeof result.data }
    return { ...result, error: withoutTokens(path, result.error, token) as typeof result.error }
  }

  // The services that hook into the session register here: the drafts' hooks before the schema's prefetch.
  const drafts = draftHandlers({ session, drafts: deps.drafts })
  const schema = createSchemaCache({ cms, session, tokenFree })
  return {
    ...sessionHandlers({ ...deps, schema, now: deps.now ?? Date.now }),
    ...apiHandlers({ cms, session, tokenFree }),
    ...fileHandlers({ cms, schema, fetchImpl: deps.fetchImpl }),
    ...schemaHandlers(schema),
    ...drafts,
    ...previewHandlers(deps),
    ...windowHandlers(deps.windows),
  }
}

export type ValidationOutcome<T> = { ok: true; value: T } | { ok: false; message: string }

/** The one check of every bridge payload, with the validator of the service that owns its channel. */
export function validateRequest<C extends BridgeChannel>(
  channel: C,
  payload: unknown,
): ValidationOutcome<BridgeRequest<C>> {
  // A channel name from outside the contract finds none: the lookup may miss at run time.
  const schema = channelValidators[channel] as z.ZodType<BridgeRequest<C>> | undefined
  if (!schema) return { ok: false, message: `unknown channel ${String(channel)}` }
  const parsed = schema.safeParse(payload)
  if (parsed.success) return { ok: true, value: parsed.data }
  const issue = parsed.error.issues[0]
  return {
    ok: false,
    message: `${channel}: ${issue ? `${issue.path.join('.') || 'payload'}: ${issue.message}` : 'invalid payload'}`,
  }
}

export type DispatchResult<C extends BridgeChannel> =
  { ok: true; value: BridgeResponse<C> } | { ok: false; failure: BridgeFailure }

/** Validates the payload, then runs the handler; a throwing handler becomes a failure, never a crash. */
export async function dispatch<C extends BridgeChannel>(
  handlers: BridgeHandlers,
  channel: C,
  payload: unknown,
  sender: BridgeSender = WEB_TAB,
): Promise<DispatchResult<C>> {
  const handler = handlers[channel] as
    ((request: BridgeRequest<C>, sender: BridgeSender) => Promise<BridgeResponse<C>>) | undefined
  if (!handler)
    return { ok: false, failure: { bridgeError: 'invalid-channel', message: `unknown channel ${String(channel)}` } }
  const checked = validateRequest(channel, payload)
  if (!checked.ok) return { ok: false, failure: { bridgeError: 'invalid-payload', message: checked.message } }
  try {
    return { ok: true, value: await handler(checked.value, sender) }
  } catch (error) {
    return {
      ok: false,
      failure: { bridgeError: 'handler-failed', message: (error as Error)?.message ?? String(error) },
    }
  }
}
