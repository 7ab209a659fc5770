/**
 * What `npm run cms:create-admin` accepts: `--email <address>` and nothing else. The password never
 * comes as an argument (it would sit in the shell history and in `ps`): it is read from stdin or asked for.
 */
import { StartupError } from '../database/choice.js'

export const MIN_ADMIN_PASSWORD = 12

export const parseCreateAdminArgs = (argv: string[]): { email: string } => {
  let email: string | undefined
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (arg.startsWith('--password'))
      throw new StartupError('the password is never an argument: pipe it on stdin, or type it when asked')
    if (arg === '--email') email = argv[++i]
    else if (arg.startsWith('--email=')) email = arg.slice('--email='.length)
    else throw new StartupError(`unknown argument "${arg}"; usage: npm run cms:create-admin -- --email you@example.com`)
  }
  email = email?.trim()
  if (!email) throw new StartupError('--email is required; usage: npm run cms:create-admin -- --email you@example.com')
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new StartupError(`"${email}" is not an email address`)
  return { email }
}

export const checkAdminPassword = (password: string): string => {
  if (!password) throw new StartupError('no password given: pipe it on stdin, or type it when asked')
  if (password.length < MIN_ADMIN_PASSWORD)
    throw new StartupError(`the password is too short: use at least ${MIN_ADMIN_PASSWORD} characters`)
  return password
}
