/**
 * Lexical bodies as Payload stores them, for tests that create documents with rich text through REST:
 * a text leaf, a paragraph of text, an upload node and the root around them.
 */

export const lexicalText = (value: string) => ({
  type: 'text',
  version: 1,
  text: value,
  format: 0,
  style: '',
  mode: 'normal',
  detail: 0,
})

export const lexicalParagraph = (value: string) => ({
  ...{ type: 'paragraph', version: 1, direction: 'ltr', format: '', indent: 0, textFormat: 0 },
  children: [lexicalText(value)],
})

/** An upload node of `relationTo`'s document `value`, with a fixed node id. */
export const lexicalUpload = (value: number | string, relationTo = 'media') => ({
  type: 'upload',
  version: 3,
  format: '',
  id: 'e2eupload',
  fields: null,
  relationTo,
  value,
})

export const lexicalRoot = (...children: unknown[]) => ({
  root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children },
})
