/** Rich text, read-only until the rich-text editor issue brings Lexical: the text, paragraph by paragraph. */
import type { FolioClientField } from '../../../cms/plugin/protocol'
import { useFieldValue } from '../lib/form/use-field'
import { useFieldContext } from './context'
import { FieldShell } from './FieldShell'

type LexicalNode = { type?: string; text?: string; children?: LexicalNode[] }

function blocksOf(node: LexicalNode | undefined, out: string[] = []): string[] {
  if (!node) return out
  for (const child of node.children ?? []) {
    if (child.children && child.type !== 'paragraph' && child.type !== 'heading' && child.type !== 'quote' && child.type !== 'listitem') blocksOf(child, out)
    else out.push(textOf(child))
  }
  return out
}

const textOf = (node: LexicalNode): string => (node.text ?? '') + (node.children ?? []).map(textOf).join('')

export function RichTextField({ field, path }: { field: FolioClientField; path: string }) {
  const { form } = useFieldContext()
  const [value] = useFieldValue<{ root?: LexicalNode } | null>(form, path)
  const paragraphs = blocksOf(value?.root).slice(0, 200)
  return (
    <FieldShell field={field} path={path}>
      <div className="field__richtext" data-testid={`input-${path}`}>
        {paragraphs.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
    </FieldShell>
  )
}
