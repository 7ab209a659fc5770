/** What the editor is told about a failed request. */
import { describe, expect, it } from 'vitest'
import { apiErrorText } from './api-error-text'

const t = (key: string) => key

describe('api error text', () => {
  it("names each refused field by its label with the server's reason", () => {
    const text = apiErrorText(
      {
        kind: 'validation',
        status: 400,
        message: 'The following fields are invalid: Content > Body, slug',
        fieldErrors: [
          { path: 'body', label: 'Content > Body', message: 'Heading tag must be one of h1, h2, h3, h4.' },
          { path: 'slug', message: 'Value must be unique' },
        ],
      },
      t,
    )
    expect(text).toBe('Content > Body: Heading tag must be one of h1, h2, h3, h4.; slug: Value must be unique')
  })

  it("keeps the server's message otherwise, and words a gateway's answer as an unreachable CMS", () => {
    expect(apiErrorText({ kind: 'forbidden', status: 403, message: 'Not allowed.' }, t)).toBe('Not allowed.')
    expect(apiErrorText({ kind: 'http', status: 502, message: 'Bad gateway' }, t)).toBe('folio:cmsUnreachable')
  })
})
