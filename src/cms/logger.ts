/**
 * Payload logs through pino. stdout is reserved for the two "ready" lines the
 * process manager parses, so every log line goes to stderr, one readable line each.
 */
const LEVELS: Record<number, string> = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' }

type PinoLine = { level?: number; msg?: string; err?: { message?: string; stack?: string } }

export const stderrDestination = {
  write(line: string): void {
    let entry: PinoLine
    try {
      entry = JSON.parse(line) as PinoLine
    } catch {
      process.stderr.write(line)
      return
    }
    const level = LEVELS[entry.level ?? 30] ?? 'info'
    const err = entry.err ? ` ${entry.err.stack ?? entry.err.message ?? ''}` : ''
    process.stderr.write(`[cms] ${level}: ${entry.msg ?? ''}${err}\n`)
  },
}

export const logInfo = (message: string): void => {
  process.stderr.write(`[cms] ${message}\n`)
}
