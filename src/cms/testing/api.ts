/** Small REST client for tests and scripts: JSON in, JSON out, `Authorization: JWT <token>`. */
export type ApiResult<T = any> = { status: number; body: T; headers: Headers }

export const api = async <T = any>(
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
): Promise<{ token: string; user: any; setCookie: string[] }> => {
  const res = await api(baseURL, '/api/users/login', { body: { email, password } })
  if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`)
  return { token: res.body.token, user: res.body.user, setCookie: res.headers.getSetCookie() }
}
