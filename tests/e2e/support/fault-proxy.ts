/**
 * A loopback proxy in front of a real Payload server that breaks chosen answers: a fault the real
 * server will not produce on demand (a body that is not JSON, a 500, a 502 for a write the server did).
 * Everything else passes through.
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http'

/**
 * The answer sent instead of the server's. `afterForwarding`: the request goes to the server first and
 * its answer is dropped, as a proxy that times out on a slow write answers 502 for it once it is done.
 */
export type Fault = { status: number; contentType: string; body: string; afterForwarding?: boolean }
export type FaultRule = (method: string, url: URL) => Fault | null

export interface FaultProxy {
  url: string
  /** Replaces the rule that picks which requests to break. */
  setRule(rule: FaultRule): void
  close(): Promise<void>
}

export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const upstream = new URL(target)
  let rule: FaultRule = () => null
  const server: Server = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? '/', upstream)
    const fault = rule(req.method ?? 'GET', url)
    const sendFault = (chosen: Fault) =>
      res.writeHead(chosen.status, { 'Content-Type': chosen.contentType }).end(chosen.body)
    if (fault && !fault.afterForwarding) {
      req.resume()
      sendFault(fault)
      return
    }
    const forward = httpRequest(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        if (fault) {
          // The server's answer is read to its end (the write is done), then dropped.
          answer.resume()
          answer.on('end', () => sendFault(fault))
          return
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    forward.on('error', () => res.writeHead(502).end())
    req.pipe(forward)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    setRule: (next) => (rule = next),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
