/**
 * Settings persistence behind one small interface: electron-store in the desktop app,
 * a JSON file in the web host and in tests. Values must be JSON.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

export interface SettingsStore {
  get<T = unknown>(key: string): T | undefined
  set(key: string, value: unknown): void
  delete(key: string): void
}

/** Writes through to disk atomically (temp file then rename) so a crash never leaves half a file. */
export class JsonFileSettingsStore implements SettingsStore {
  private data: Record<string, unknown>

  constructor(private readonly file: string) {
    this.data = JsonFileSettingsStore.read(file)
  }

  private static read(file: string): Record<string, unknown> {
    try {
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {}
    } catch {
      // Missing or corrupt: start empty rather than refuse to start.
      return {}
    }
  }

  get<T>(key: string): T | undefined {
    return this.data[key] as T | undefined
  }

  set(key: string, value: unknown): void {
    this.data[key] = value
    this.flush()
  }

  delete(key: string): void {
    delete this.data[key]
    this.flush()
  }

  private flush(): void {
    mkdirSync(dirname(this.file), { recursive: true })
    const tmp = `${this.file}.${process.pid}.tmp`
    writeFileSync(tmp, JSON.stringify(this.data, null, 2), { mode: 0o600 })
    renameSync(tmp, this.file)
  }
}

export class MemorySettingsStore implements SettingsStore {
  private data = new Map<string, unknown>()
  get<T>(key: string): T | undefined {
    return this.data.get(key) as T | undefined
  }
  set(key: string, value: unknown): void {
    this.data.set(key, value)
  }
  delete(key: string): void {
    this.data.delete(key)
  }
}
