/**
 * A rich-text field's diff drawn as the document it is, in two columns: headings, lists, quotes, code,
 * tables, links, formatted text, upload images and block cards, with what was deleted struck through in
 * `<del>` on the left and what was inserted in `<ins>` on the right.
 */
import { useContext, type ReactNode } from 'react'
import type { FolioClientBlock, FolioSchemaResponse } from '@shared/protocol'
import type {
  RichTextBlockRender,
  RichTextDiffNode,
  RichTextElementRender,
  RichTextEmbedRender,
  RichTextRenderNode,
  RichTextTextRender,
} from '../../../core/diff'
import { useT } from '../../../core/i18n/i18n-store'
import { useImagePreview } from '../../../core/lib/use-image-preview'
import { ServerImage } from '../../../ui/ServerImage/ServerImage'
import { labelFromSlug, labelText } from '../../../core/schema/schema'
import { blockLabel } from '../../../fields/RichText/shared/blocks'
import { RelatedTitle, RelatedTitles, Segments, useRelatedDoc } from './diff-parts'

type Side = 'before' | 'after'

/** Lexical's text format bits, outermost first, and the element each is drawn with. */
const FORMATS: [number, 'strong' | 'em' | 'u' | 's' | 'code' | 'sub' | 'sup' | 'mark'][] = [
  [1, 'strong'],
  [2, 'em'],
  [8, 'u'],
  [4, 's'],
  [16, 'code'],
  [32, 'sub'],
  [64, 'sup'],
  [128, 'mark'],
]

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'])
/** Links drawn as links: web and mail addresses, and paths of the server. */
const SAFE_URL = /^(https?:|mailto:|\/|#)/i

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ') || undefined

/** An edit drawn around the content it marks; equal content as it is. */
function Edit({ op, children, block }: { op: string; children: ReactNode; block?: boolean }) {
  if (op === 'insert') return <ins className={`diff__insert${block ? ' diff-rt__edit-block' : ''}`}>{children}</ins>
  if (op === 'delete') return <del className={`diff__delete${block ? ' diff-rt__edit-block' : ''}`}>{children}</del>
  return <>{children}</>
}

function Text({ node }: { node: RichTextTextRender }) {
  let content: ReactNode = node.text
  for (let i = FORMATS.length - 1; i >= 0; i--) {
    const [bit, Tag] = FORMATS[i]!
    if (node.format & bit) content = <Tag>{content}</Tag>
  }
  return <Edit op={node.op}>{content}</Edit>
}

/** An upload's image (or its file name), from the media document the lookup reads by id. */
function Upload({ node }: { node: RichTextEmbedRender }) {
  const doc = useRelatedDoc(node.ref)
  const image = doc && typeof doc.mimeType === 'string' && doc.mimeType.startsWith('image/') ? doc : null
  // 160px wide in the column (VersionDetail.css)
  const src = useImagePreview(image, 160)
  const alt = typeof doc?.alt === 'string' && doc.alt ? doc.alt : typeof doc?.filename === 'string' ? doc.filename : ''
  return (
    <figure className="diff-rt__upload" data-testid="diff-rt-upload">
      {src ? <ServerImage src={src} alt={alt} /> : null}
      <figcaption>
        <RelatedTitle reference={node.ref} polymorphic={false} />
      </figcaption>
    </figure>
  )
}

/** The block's config, from the rich-text fields the schema describes. */
function findBlock(schema: FolioSchemaResponse | undefined, slug: string): FolioClientBlock | undefined {
  for (const field of Object.values(schema?.extras?.richText ?? {}))
    for (const block of [...(field.blocks ?? []), ...(field.inlineBlocks ?? [])]) if (block.slug === slug) return block
  return undefined
}

function BlockCard({ node, side }: { node: RichTextBlockRender; side: Side }) {
  const lookup = useContext(RelatedTitles)
  const language = lookup?.language ?? 'en'
  const config = findBlock(lookup?.schema, node.blockType)
  const title = config ? blockLabel(config, language) : labelFromSlug(node.blockType)
  const fieldLabel = (name: string) =>
    labelText(config?.fields.find((f) => f.name === name)?.label, language, labelFromSlug(name))
  const hidden = side === 'before' ? 'insert' : 'delete'
  if (node.kind === 'inlineBlock')
    return (
      <span className="diff-rt__inline-block" data-testid="diff-rt-inline-block">
        <span className="diff-rt__block-type">{title}</span>
        {node.fields.map((f) => (
          <span key={f.name}>
            {' '}
            <Segments segments={f.segments} side={side} />
          </span>
        ))}
      </span>
    )
  return (
    <div className="diff-rt__block" data-testid="diff-rt-block" data-block-type={node.blockType}>
      <div className="diff-rt__block-head">
        <span className="diff-rt__block-type">{title}</span>
        {node.blockName && <span className="diff-rt__block-name">{node.blockName}</span>}
      </div>
      {node.fields.some((f) => f.segments.some((s) => s.op !== hidden)) && (
        <dl className="diff-rt__block-fields">
          {node.fields
            .filter((f) => f.segments.some((s) => s.op !== hidden))
            .map((f) => (
              <div key={f.name} className="diff-rt__block-field">
                <dt>{fieldLabel(f.name)}</dt>
                <dd>
                  <Segments segments={f.segments} side={side} />
                </dd>
              </div>
            ))}
        </dl>
      )}
    </div>
  )
}

function Element({ node, side }: { node: RichTextElementRender; side: Side }) {
  const attrs = (side === 'before' ? node.beforeAttrs : undefined) ?? node.attrs
  const children = <Nodes nodes={node.children} side={side} />
  const className = node.op === 'insert' || node.op === 'delete' ? `diff-rt--${node.op}` : undefined
  const style = {
    ...(attrs.align && attrs.align !== 'start' ? { textAlign: attrs.align as 'left' } : {}),
    ...(attrs.indent ? { paddingInlineStart: `${attrs.indent * 2}em` } : {}),
  }
  const common = { className, style, 'data-op': node.op }
  switch (node.type) {
    case 'paragraph':
      return <p {...common}>{children}</p>
    case 'heading': {
      const Tag = (HEADINGS.has(attrs.tag ?? '') ? attrs.tag : 'h4') as 'h1'
      return <Tag {...common}>{children}</Tag>
    }
    case 'quote':
      return <blockquote {...common}>{children}</blockquote>
    case 'code':
      return (
        <pre {...common}>
          <code>{children}</code>
        </pre>
      )
    case 'list':
      return attrs.listType === 'number' ? (
        <ol {...common}>{children}</ol>
      ) : (
        <ul {...common} className={classes(className, attrs.listType === 'check' && 'diff-rt__checklist')}>
          {children}
        </ul>
      )
    case 'listitem': {
      const nested = node.children.every((c) => c.kind === 'element' && c.type === 'list')
      return (
        <li
          {...common}
          className={classes(className, nested && 'diff-rt__nested')}
          data-checked={attrs.checked === undefined ? undefined : attrs.checked}
        >
          {children}
        </li>
      )
    }
    case 'table':
      return (
        <table {...common}>
          <tbody>{children}</tbody>
        </table>
      )
    case 'tablerow':
      return <tr {...common}>{children}</tr>
    case 'tablecell':
      return attrs.headerState ? <th {...common}>{children}</th> : <td {...common}>{children}</td>
    case 'link':
    case 'autolink':
      return attrs.url && SAFE_URL.test(attrs.url) ? (
        <a href={attrs.url} target="_blank" rel="noopener noreferrer" data-op={node.op}>
          {children}
        </a>
      ) : (
        <span className="diff-rt__link">{children}</span>
      )
    default:
      return <div {...common}>{children}</div>
  }
}

function Node({ node, side }: { node: RichTextRenderNode; side: Side }) {
  switch (node.kind) {
    case 'text':
      return <Text node={node} />
    case 'linebreak':
      return <br />
    case 'rule':
      return (
        <Edit op={node.op} block>
          <hr />
        </Edit>
      )
    case 'element':
      return <Element node={node} side={side} />
    case 'upload':
      return (
        <Edit op={node.op} block>
          <Upload node={node} />
        </Edit>
      )
    case 'relationship':
      return (
        <Edit op={node.op}>
          <span className="diff-rt__relationship">
            <RelatedTitle reference={node.ref} polymorphic />
          </span>
        </Edit>
      )
    case 'block':
    case 'inlineBlock':
      return (
        <Edit op={node.op} block={node.kind === 'block'}>
          <BlockCard node={node} side={side} />
        </Edit>
      )
    default:
      return <Edit op={node.op}>[{node.type}]</Edit>
  }
}

function Nodes({ nodes, side }: { nodes: readonly RichTextRenderNode[]; side: Side }) {
  const hidden = side === 'before' ? 'insert' : 'delete'
  return (
    <>
      {nodes
        .filter((node) => node.op !== hidden)
        .map((node) => (
          <Node key={node.key} node={node} side={side} />
        ))}
    </>
  )
}

/** The field's two columns: the older version's document on the left, the newer's on the right. */
export function RichTextColumns({ node }: { node: RichTextDiffNode }) {
  const t = useT()
  return (
    <>
      {/* Said, so that a column with nothing left in it is not read as an empty field. */}
      {node.omittedBlocks > 0 && (
        <p className="diff-rt__omitted" data-testid="diff-rt-omitted">
          {t('folio:unchangedBlocksHidden', { count: node.omittedBlocks })}
        </p>
      )}
      <RichTextSides node={node} />
    </>
  )
}

function RichTextSides({ node }: { node: RichTextDiffNode }) {
  return (
    <div className="diff__columns">
      {(['before', 'after'] as const).map((side) => (
        <div key={side} className="diff__cell diff-rt" data-testid={`diff-${side}`}>
          {(side === 'before' ? node.beforeMissing : node.afterMissing) ? (
            <span className="diff__none">{node.noValueText}</span>
          ) : (
            <Nodes nodes={node.tree} side={side} />
          )}
        </div>
      ))}
    </div>
  )
}
