/** The access rule most test collections share: anyone signed in may do anything, nobody else anything. */
import type { Access } from 'payload'

export const signedIn: Access = ({ req }) => Boolean(req.user)
