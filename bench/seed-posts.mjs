// Seeds many posts fast for the database benchmark: one template post made through the CMS (so every
// column, the version row and the array rows are as Payload writes them), then cloned in a handful of
// INSERT … SELECT statements inside the database. Each clone gets a slug `bench-post-NNNNNN`, the title
// `Bench post NNNNNN`, its own timestamps (one second apart, newest first) and a latest, published
// version row, which the list reads (drafts on). 100,000 REST creates would take hours here.

export const CLONE_SLUG_PREFIX = 'bench-post-'
export const cloneTitle = (n) => `Bench post ${String(n).padStart(6, '0')}`

/** What differs between PostgreSQL and SQLite in the statements below. */
export const DIALECTS = {
  postgres: {
    quote: (name) => `"${name}"`,
    pad: (expr) => `lpad((${expr})::text, 6, '0')`,
    secondsBefore: (column, seconds) => `${column} - (${seconds}) * interval '1 second'`,
    columns: (table) =>
      `SELECT column_name AS name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = '${table}' ORDER BY ordinal_position`,
  },
  sqlite: {
    quote: (name) => `"${name}"`,
    pad: (expr) => `substr('00000' || (${expr}), -6)`,
    secondsBefore: (column, seconds) => `strftime('%Y-%m-%dT%H:%M:%fZ', ${column}, '-' || (${seconds}) || ' seconds')`,
    columns: (table) => `SELECT name FROM pragma_table_info('${table}')`,
  },
}

/**
 * INSERT INTO table (columns but the generated ones) SELECT … FROM from: each column from
 * `source.column` unless `overrides` gives an expression for it.
 */
export const cloneStatement = (
  dialect,
  { table, columns, source, from, overrides = {}, prefix = '', generated = ['id'] },
) => {
  const q = dialect.quote
  const kept = columns.filter((c) => !generated.includes(c))
  const values = kept.map((c) => (c in overrides ? `${overrides[c]} AS ${q(c)}` : `${source}.${q(c)}`))
  return `INSERT INTO ${q(table)} (${kept.map(q).join(', ')}) ${prefix}SELECT ${values.join(', ')} FROM ${from}`
}

/** The statements that clone the template post `templateId` (version `versionId`) `count` times. */
export const cloneStatements = (dialect, { columns, templateId, versionId, count }) => {
  const like = `'${CLONE_SLUG_PREFIX}%'`
  const number = (slugExpr) => `substr(${slugExpr}, ${CLONE_SLUG_PREFIX.length + 1})`
  const title = (slugExpr) => `'Bench post ' || ${number(slugExpr)}`
  // Clones' own rows, matched by slug: the documents, then their versions.
  const clones = `posts p WHERE p.slug LIKE ${like}`
  const versions = `_posts_v nv WHERE nv.version_slug LIKE ${like}`
  const series = `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count}) `
  const statements = [
    cloneStatement(dialect, {
      table: 'posts',
      columns: columns.posts,
      source: 't',
      prefix: series,
      from: `posts t, n WHERE t.id = ${templateId}`,
      overrides: {
        slug: `'${CLONE_SLUG_PREFIX}' || ${dialect.pad('n.i')}`,
        created_at: dialect.secondsBefore('t.created_at', 'n.i'),
        updated_at: dialect.secondsBefore('t.updated_at', 'n.i'),
      },
    }),
    cloneStatement(dialect, {
      table: 'posts_locales',
      columns: columns.posts_locales,
      source: 'l',
      from: `posts_locales l, ${clones} AND l._parent_id = ${templateId}`,
      overrides: { title: title('p.slug'), _parent_id: 'p.id' },
    }),
    cloneStatement(dialect, {
      table: '_posts_v',
      columns: columns._posts_v,
      source: 'v',
      from: `_posts_v v, ${clones} AND v.id = ${versionId}`,
      overrides: {
        parent_id: 'p.id',
        version_slug: 'p.slug',
        version_created_at: 'p.created_at',
        version_updated_at: 'p.updated_at',
        created_at: 'p.created_at',
        updated_at: 'p.updated_at',
      },
    }),
    cloneStatement(dialect, {
      table: '_posts_v_locales',
      columns: columns._posts_v_locales,
      source: 'l',
      from: `_posts_v_locales l, ${versions} AND l._parent_id = ${versionId}`,
      overrides: { version_title: title('nv.version_slug'), _parent_id: 'nv.id' },
    }),
  ]
  // Array rows (tags, at least one per post): a document's rows carry a text id of their own.
  if (columns.posts_tags?.length)
    statements.push(
      cloneStatement(dialect, {
        table: 'posts_tags',
        columns: columns.posts_tags,
        source: 'r',
        from: `posts_tags r, ${clones} AND r._parent_id = ${templateId}`,
        generated: [],
        overrides: { _parent_id: 'p.id', id: `r.id || '-' || p.id` },
      }),
    )
  if (columns._posts_v_version_tags?.length)
    statements.push(
      cloneStatement(dialect, {
        table: '_posts_v_version_tags',
        columns: columns._posts_v_version_tags,
        source: 'r',
        from: `_posts_v_version_tags r, ${versions} AND r._parent_id = ${versionId}`,
        overrides: { _parent_id: 'nv.id' },
      }),
    )
  return statements
}

export const CLONED_TABLES = [
  'posts',
  'posts_locales',
  '_posts_v',
  '_posts_v_locales',
  'posts_tags',
  '_posts_v_version_tags',
]

/**
 * Clones the template post. `run(sql)` executes one statement and resolves with its rows.
 * Resolves with the time the statements took (ms).
 */
export async function clonePosts({ dialect, run, templateId, count }) {
  const started = performance.now()
  const columns = {}
  for (const table of CLONED_TABLES) columns[table] = (await run(dialect.columns(table))).map((row) => row.name)
  const [version] = await run(`SELECT id FROM _posts_v WHERE parent_id = ${templateId} ORDER BY id DESC LIMIT 1`)
  if (!version) throw new Error(`the template post ${templateId} has no version row`)
  for (const sql of cloneStatements(dialect, { columns, templateId, versionId: version.id, count })) await run(sql)
  return performance.now() - started
}
