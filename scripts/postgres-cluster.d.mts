export type ThrowawayPostgres = {
  port: number
  socketDir: string
  url: (database: string) => string
  restart: () => void
  stop: () => Promise<void>
  stopSync: () => void
}
export function findPostgresBin(): string | null
export function postgresUnavailableReason(): string | null
export function startThrowawayPostgres(options?: { log?: (line: string) => void }): Promise<ThrowawayPostgres>
export function seedTemplate(cluster: ThrowawayPostgres): Promise<Record<string, string>>
