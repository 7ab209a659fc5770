/**
 * Looks up related documents by id for relationship and upload fields. Fields that mount together
 * (50 blocks each with an image) ask in the same tick; their ids are sent as one `id in [...]`
 * request per collection instead of one request per field, and answers are shared.
 */
export type DocId = string | number
export type RelatedDoc = Record<string, unknown> & { id: DocId }
export type FetchMany = (collection: string, ids: DocId[]) => Promise<RelatedDoc[] | null>

type Waiting = Map<string, { id: DocId; resolve: (doc: RelatedDoc | null) => void }>

export class RelatedDocs {
  private known = new Map<string, Promise<RelatedDoc | null>>()
  /** Ids asked for since the last flush, per collection. */
  private pending = new Map<string, Waiting>()
  private scheduled = false

  constructor(
    private readonly fetchMany: FetchMany,
    /** Largest `in` list per request (keeps URLs short). */
    private readonly batchSize = 100,
  ) {}

  get(collection: string, id: DocId): Promise<RelatedDoc | null> {
    const key = `${collection}:${String(id)}`
    const known = this.known.get(key)
    if (known) return known
    const promise = new Promise<RelatedDoc | null>((resolve) => {
      let waiting = this.pending.get(collection)
      if (!waiting) this.pending.set(collection, (waiting = new Map() as Waiting))
      waiting.set(String(id), { id, resolve })
    })
    this.known.set(key, promise)
    if (!this.scheduled) {
      this.scheduled = true
      queueMicrotask(() => void this.flush())
    }
    return promise
  }

  /** Lets a document found elsewhere (a search, an upload) answer later lookups. */
  remember(collection: string, doc: RelatedDoc): void {
    this.known.set(`${collection}:${String(doc.id)}`, Promise.resolve(doc))
  }

  private async flush(): Promise<void> {
    this.scheduled = false
    const batches = [...this.pending]
    this.pending.clear()
    await Promise.all(
      batches.flatMap(([collection, waiting]) => {
        const entries = [...waiting.values()]
        const chunks: (typeof entries)[] = []
        for (let i = 0; i < entries.length; i += this.batchSize) chunks.push(entries.slice(i, i + this.batchSize))
        return chunks.map(async (chunk) => {
          const docs = await this.fetchMany(
            collection,
            chunk.map((e) => e.id),
          ).catch(() => null)
          const byId = new Map((docs ?? []).map((d) => [String(d.id), d]))
          for (const entry of chunk) {
            const doc = byId.get(String(entry.id)) ?? null
            // A failed or empty answer is not cached: the next look may succeed.
            if (!doc) this.known.delete(`${collection}:${String(entry.id)}`)
            entry.resolve(doc)
          }
        })
      }),
    )
  }
}
