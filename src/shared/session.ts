/** Connections, sign-in and the session, as the UI sees them. Tokens never appear here. */

export interface ConnectionProfile {
  id: string
  name: string
  url: string
}

export type ConnectTarget = { kind: 'local' } | { kind: 'profile'; id: string }

export type ConnectErrorCode =
  | 'invalid-url'
  | 'unreachable'
  | 'tls'
  | 'timeout'
  /** Something answered, but not a Payload server. */
  | 'not-payload'
  /** A Payload server without the Folio plugin. */
  | 'no-plugin'
  /** The plugin speaks a protocol version this Folio does not know. */
  | 'plugin-version'
  | 'wrong-credentials'
  | 'account-locked'
  | 'local-failed'
  | 'server-error'
  | 'unknown-profile'
  /** Signing in again after the session ended, but as someone else: the open screen is the first user's. */
  | 'other-user'

export interface ConnectError {
  code: ConnectErrorCode
  /** Technical detail for the tooltip or log: the server's message, a status, a path. */
  detail?: string
}

export interface LoginWithUsername {
  allowEmailLogin: boolean
  requireEmail: boolean
  requireUsername: boolean
}

export interface ServerInfo {
  protocolVersion: number
  pluginVersion: string
  /** The auth collection editors sign in to (Payload's admin.user). */
  userCollection: string
  loginWithUsername: LoginWithUsername | false
}

export interface SessionUser {
  id: string | number
  collection: string
  email?: string
  username?: string
  [key: string]: unknown
}

export type SessionPhase = 'idle' | 'connecting' | 'signed-out' | 'signing-in' | 'signed-in' | 'error'

export interface SessionState {
  target: ConnectTarget
  phase: SessionPhase
  serverUrl: string | null
  server: ServerInfo | null
  user: SessionUser | null
  /** Token expiry, epoch ms. */
  expiresAt: number | null
  error: ConnectError | null
  /**
   * Still signed in as far as the UI goes (the screen and what was typed stay), but the server no longer
   * accepts the session (revoked, expired, database replaced): a sign-in as the same user is needed.
   */
  rejected?: boolean
}

export interface SignInRequest {
  email?: string
  username?: string
  password: string
}
