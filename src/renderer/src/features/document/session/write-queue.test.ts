import { describe, expect, it } from 'vitest'
import { createWriteQueue, documentsWithWritesOpen, documentWriteQueue } from './write-queue'

/** A write whose answer the test gives: `answer` lands it, `fail` fails it. */
function heldWrite<T>(log: string[], name: string) {
  let answer!: (value: T) => void
  let fail!: (error: Error) => void
  const answered = new Promise<T>((resolve, reject) => {
    answer = resolve
    fail = reject
  })
  const write = () => {
    log.push(`${name} sent`)
    return answered
  }
  return { write, answer, fail }
}

/** Lets every promise callback already due run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

describe('the write queue of an open document', () => {
  it('sends a write only after the one before it has answered, in the order asked', async () => {
    const queue = createWriteQueue()
    const log: string[] = []
    const manual = heldWrite<string>(log, 'manual save')
    const auto = heldWrite<string>(log, 'autosave')
    const first = queue.run(manual.write)
    const second = queue.run(auto.write).then((v) => (log.push('autosave answered'), v))
    await settle()
    expect(log).toEqual(['manual save sent'])

    void first.then(() => log.push('manual save answered'))
    manual.answer('saved')
    await settle()
    expect(log).toEqual(['manual save sent', 'manual save answered', 'autosave sent'])

    auto.answer('autosaved')
    await expect(second).resolves.toBe('autosaved')
    await expect(first).resolves.toBe('saved')
    expect(log.at(-1)).toBe('autosave answered')
  })

  it('sends the next write after a failed one, and fails only the caller of the failed one', async () => {
    const queue = createWriteQueue()
    const log: string[] = []
    const failing = heldWrite<string>(log, 'save')
    const first = queue.run(failing.write)
    const second = queue.run(async () => (log.push('autosave sent'), 'autosaved'))
    failing.fail(new Error('unreachable'))
    await expect(first).rejects.toThrow('unreachable')
    await expect(second).resolves.toBe('autosaved')
    expect(log).toEqual(['save sent', 'autosave sent'])
  })

  it('goes on after a write that throws before it sends anything', async () => {
    const queue = createWriteQueue()
    const first = queue.run<string>(() => {
      throw new Error('no body')
    })
    await expect(first).rejects.toThrow('no body')
    await expect(queue.run(async () => 'next')).resolves.toBe('next')
  })

  it('tells a read whether to wait: settled at once with none out, after the last one (landed or failed) otherwise', async () => {
    const queue = createWriteQueue()
    expect(await queue.settled()).toBe(false)
    const log: string[] = []
    const save = heldWrite<string>(log, 'save')
    const auto = heldWrite<string>(log, 'autosave')
    void queue.run(save.write)
    void queue.run(auto.write).catch(() => undefined)
    const read = queue.settled().then((waited) => log.push(`read after writes: ${waited}`))
    await settle()
    save.answer('saved')
    await settle()
    expect(log).toEqual(['save sent', 'autosave sent'])
    auto.fail(new Error('refused'))
    await read
    expect(log).toEqual(['save sent', 'autosave sent', 'read after writes: true'])
    expect(await queue.settled()).toBe(false)
  })

  it("is one per document for the page: a view opened on it again waits for the last view's writes", async () => {
    const left = documentWriteQueue('local#collection:posts/7')
    const log: string[] = []
    const send = heldWrite<string>(log, 'autosave on leaving')
    void left.run(send.write)
    const reopened = documentWriteQueue('local#collection:posts/7')
    expect(await documentWriteQueue('local#collection:posts/8').settled()).toBe(false)
    const read = reopened.settled().then((waited) => log.push(`read, waited: ${waited}`))
    await settle()
    expect(log).toEqual(['autosave on leaving sent'])
    send.answer('saved')
    await read
    expect(log).toEqual(['autosave on leaving sent', 'read, waited: true'])
  })

  it('keeps nothing for a document once its writes have settled, and a later view waits for its new ones', async () => {
    const before = documentsWithWritesOpen()
    const log: string[] = []
    const save = heldWrite<string>(log, 'save')
    const sent = documentWriteQueue('local#collection:posts/21').run(save.write)
    expect(documentsWithWritesOpen()).toBe(before + 1)
    save.answer('saved')
    await sent
    await settle()
    // Visited and left: the page holds nothing more for it than for a document never opened.
    expect(documentsWithWritesOpen()).toBe(before)
    expect(await documentWriteQueue('local#collection:posts/21').settled()).toBe(false)

    // The view that still holds its queue writes again: a view opened now waits for that write.
    const autosave = heldWrite<string>(log, 'autosave')
    void documentWriteQueue('local#collection:posts/21').run(autosave.write)
    const read = documentWriteQueue('local#collection:posts/21')
      .settled()
      .then((waited) => log.push(`read, waited: ${waited}`))
    await settle()
    expect(log).toEqual(['save sent', 'autosave sent'])
    autosave.answer('saved')
    await read
    expect(log).toEqual(['save sent', 'autosave sent', 'read, waited: true'])
    await settle()
    expect(documentsWithWritesOpen()).toBe(before)
  })
})
