/** Small REST client for tests and scripts: JSON in, JSON out, `Authorization: JWT <token>`. */
export type ApiResult<T = unknown> = { status: number; body: T; headers: Headers }

/** A document as the REST API answers it; a test reads the fields it checks. */
export type RestDoc = { id: number | string } & Record<string, unknown>
/** A list (`GET /api/<collection>`, `/versions`); a count (`/count`) carries totalDocs only. */
export type RestList<T = RestDoc> = { docs: T[]; totalDocs: number }
/** Payload's error answer. */
export type RestErrors = { errors: { message: string }[] }

export const api = async <T = unknown>(
  baseURL: string,
  path: string,
  options: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiResult<T>> => {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
  if (options.token) headers.Authorization = `JWT ${options.token}`
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'
  const res = await fetch(`${baseURL}${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  const text = await res.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body: body as T, headers: res.headers }
}

export const login = async (
  baseURL: string,
  email: string,
  password: string,
): Promise<{ token: string; user: RestDoc; setCookie: string[] }> => {
  const res = await api<{ token: string; user: RestDoc }>(baseURL, '/api/users/login', { body: { email, password } })
  if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`)
  return { token: res.body.token, user: res.body.user, setCookie: res.headers.getSetCookie() }
}
