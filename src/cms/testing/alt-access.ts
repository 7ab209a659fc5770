/** The access rule most test collections share: anyone signed in may do anything, nobody else anything. */
import type { Access } from 'payload'

export const signedIn: Access = ({ req }) => Boolean(req.user)

/** A collection's access where only signed-in users may read, create, update and delete. */
export const signedInOnly = { read: signedIn, create: signedIn, update: signedIn, delete: signedIn }
