/** Payload's sentences mark the document's title as `<1>title</1>`: it is shown in bold, the tags never. */
import { Fragment, type ReactNode } from 'react'
import { emphasisParts } from './emphasis-parts'

export function withEmphasis(text: string): ReactNode {
  return emphasisParts(text).map((part, index) =>
    part.strong ? <strong key={index}>{part.text}</strong> : <Fragment key={index}>{part.text}</Fragment>,
  )
}
