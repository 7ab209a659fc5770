/**
 * The posts' map location is a point, which Payload stores on PostgreSQL as PostGIS geometry. Payload
 * creates the extension itself at connect, but where PostGIS is not installed it logs a stack and the
 * first migration then fails on `geometry(Point)`: this says what to install before Payload starts.
 */

/** What the server reports: whether the extension is in the database, and whether it could be created. */
export type PostgisState = { installed: boolean; available: boolean }

/** Null when the CMS can go on (PostGIS is there or Payload can create it); else the one line to print. */
export const describeMissingPostgis = (label: string, state: PostgisState): string | null => {
  if (state.installed || state.available) return null
  return (
    `PostgreSQL at ${label} has no PostGIS, which the posts' map location needs: install it on the database ` +
    `server (Debian: apt-get install postgresql-15-postgis-3, with your PostgreSQL version; Docker: the ` +
    `postgis/postgis image), then start again`
  )
}

type Queryable = { query: (sql: string) => Promise<{ rows: Array<Record<string, unknown>> }> }

/** Reads the state over a connection to any database of the server (the extension list is per server). */
export const readPostgisState = async (client: Queryable): Promise<PostgisState> => {
  const { rows } = await client.query(
    `SELECT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'postgis') AS installed, ` +
      `EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'postgis') AS available`,
  )
  return { installed: rows[0]?.installed === true, available: rows[0]?.available === true }
}
