import type { Access, FieldAccess, PayloadRequest } from 'payload'

export const ROLES = ['editor', 'viewer'] as const
export type Role = (typeof ROLES)[number]

const roleOf = (req: PayloadRequest): Role | undefined => (req.user as { role?: Role } | null)?.role

/** Any signed-in user (editor or viewer) may read. */
export const isSignedIn: Access = ({ req }) => Boolean(req.user)

/** Only editors may write; viewers are read-only. */
export const isEditor: Access = ({ req }) => roleOf(req) === 'editor'

export const isEditorField: FieldAccess = ({ req }) => roleOf(req) === 'editor'

export const anyone: Access = () => true

/** Read for everyone signed in, every write operation for editors. */
export const editorWritesSignedInReads = {
  create: isEditor,
  delete: isEditor,
  read: isSignedIn,
  readVersions: isSignedIn,
  unlock: isEditor,
  update: isEditor,
}

export const globalAccess = {
  read: isSignedIn,
  readVersions: isSignedIn,
  update: isEditor,
}
