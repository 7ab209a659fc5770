/**
 * The admin's password: the first line of stdin when it is piped (scripts, secrets managers), else asked
 * for twice on the terminal without echo.
 */
import { StartupError } from '../database/choice.js'

const readPiped = async (input: NodeJS.ReadStream): Promise<string> => {
  let text = ''
  input.setEncoding('utf8')
  for await (const chunk of input) text += String(chunk)
  return text.split(/\r?\n/)[0] ?? ''
}

/** One line typed without echo; Ctrl+C cancels. */
const askHidden = (question: string, input: NodeJS.ReadStream, output: NodeJS.WriteStream): Promise<string> =>
  new Promise((resolve, reject) => {
    output.write(question)
    let typed = ''
    input.setRawMode(true)
    input.setEncoding('utf8')
    input.resume()
    const done = (finish: () => void) => {
      input.setRawMode(false)
      input.pause()
      input.off('data', onData)
      output.write('\n')
      finish()
    }
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done(() => resolve(typed))
        if (char === '\u0003') return done(() => reject(new StartupError('cancelled')))
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1)
        else typed += char
      }
    }
    input.on('data', onData)
  })

export const readPassword = async (email: string, input = process.stdin, output = process.stderr): Promise<string> => {
  if (!input.isTTY) return readPiped(input)
  const first = await askHidden(`Password for ${email}: `, input, output)
  const again = await askHidden('The same password again: ', input, output)
  if (first !== again) throw new StartupError('the two passwords differ; nothing was created')
  return first
}
