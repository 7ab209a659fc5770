/** Renders a version diff side by side: the older version on the left, the newer on the right. */
import { useState, type ContextType, type ReactNode } from 'react'
import type { DiffNode } from '../../../core/diff'
import { useT } from '../../../core/i18n/i18n-store'
import { RelatedTitle, RelatedTitles, Segments } from './diff-parts'
import { RichTextColumns } from './RichTextDiff'
import type { VersionDiff } from './use-version-diff'

/** The diff, or why there is none: no earlier version, or a field of the wrong type (reported, not a crash). */
export function VersionDiffView(props: {
  diff: VersionDiff
  relatedTitles: ContextType<typeof RelatedTitles>
  nothingToCompare: boolean
  /** Over the two columns, once there is a diff. */
  heads?: ReactNode
}) {
  const { diff, relatedTitles, nothingToCompare, heads } = props
  const t = useT()
  return (
    <div className="version-detail__diff" data-testid="version-diff" data-ready={Boolean(diff) || nothingToCompare}>
      {nothingToCompare && <p className="diff__none">{t('version:noFurtherVersionsFound')}</p>}
      {diff && 'error' in diff && (
        <p className="field__error" role="alert" data-testid="diff-error">
          {diff.error}
        </p>
      )}
      {diff && 'result' in diff && relatedTitles && (
        <RelatedTitles.Provider value={relatedTitles}>
          {heads}
          <DiffTree nodes={diff.result.nodes} />
        </RelatedTitles.Provider>
      )}
    </div>
  )
}

export function DiffTree({ nodes }: { nodes: DiffNode[] }) {
  return (
    <>
      {nodes.map((node) => (
        <DiffItem key={node.key} node={node} />
      ))}
    </>
  )
}

function Pill({ count }: { count: number }) {
  return count > 0 ? (
    <span className="pill diff__count" data-testid="diff-count">
      {count}
    </span>
  ) : null
}

type LeafNode = Extract<DiffNode, { kind: 'field' | 'relationship' | 'richText' }>
type RelationshipNode = Extract<DiffNode, { kind: 'relationship' }>
type FieldNode = Extract<DiffNode, { kind: 'field' }>

/** A field's label (with its locale), and its two columns below; unlabelled where a legend around names it. */
function LeafField({ node, title, children }: { node: LeafNode; title: ReactNode; children: ReactNode }) {
  return (
    <section
      className={`diff__field${node.changed ? ' diff__field--changed' : ''}`}
      data-testid={`diff-field-${node.path}`}
      data-changed={node.changed}
    >
      {(node.label || node.locale) && <h4 className="diff__label">{title}</h4>}
      {children}
    </section>
  )
}

function TextColumns({ node }: { node: FieldNode }) {
  return (
    <div className="diff__columns">
      <div className="diff__cell" data-testid="diff-before">
        {node.beforeMissing ? (
          <span className="diff__none">{node.beforeText}</span>
        ) : (
          <Segments segments={node.segments} side="before" />
        )}
      </div>
      <div className="diff__cell" data-testid="diff-after">
        {node.afterMissing ? (
          <span className="diff__none">{node.afterText}</span>
        ) : (
          <Segments segments={node.segments} side="after" />
        )}
      </div>
    </div>
  )
}

function RelationColumns({ node }: { node: RelationshipNode }) {
  return (
    <div className="diff__columns">
      {(['before', 'after'] as const).map((side) => (
        <div key={side} className="diff__cell">
          {(side === 'before' ? node.beforeMissing : node.afterMissing) ? (
            <span className="diff__none">{side === 'before' ? node.beforeText : node.afterText}</span>
          ) : (
            node.refs
              .filter((r) => r.op !== (side === 'before' ? 'insert' : 'delete'))
              .map((r) => (
                <span
                  key={`${r.relationTo}:${r.value}`}
                  className={`diff__ref${r.op === 'delete' ? ' diff__delete' : r.op === 'insert' ? ' diff__insert' : ''}`}
                >
                  <RelatedTitle reference={r} polymorphic={node.polymorphic} />
                </span>
              ))
          )}
        </div>
      ))}
    </div>
  )
}

function DiffItem({ node }: { node: DiffNode }) {
  const title = (
    <>
      {node.label}
      {node.locale && <span className="diff__locale">{node.locale}</span>}
    </>
  )
  switch (node.kind) {
    case 'field':
      return (
        <LeafField node={node} title={title}>
          <TextColumns node={node} />
        </LeafField>
      )
    case 'relationship':
      return (
        <LeafField node={node} title={title}>
          <RelationColumns node={node} />
        </LeafField>
      )
    case 'richText':
      return (
        <LeafField node={node} title={title}>
          <RichTextColumns node={node} />
        </LeafField>
      )
    case 'row':
    case 'tabs':
      return <DiffTree nodes={node.children} />
    case 'array':
    case 'blocks':
      return <FieldCollapser node={node} title={title} />
    default:
      return <RowCollapser node={node} title={title} />
  }
}

type FieldCollapserNode = Extract<DiffNode, { kind: 'array' | 'blocks' }>
type RowCollapserNode = Exclude<DiffNode, LeafNode | FieldCollapserNode | { kind: 'row' | 'tabs' }>

/** An array or blocks field: its rows, folded away on a click, with how many changed. */
function FieldCollapser({ node, title }: { node: FieldCollapserNode; title: ReactNode }) {
  const [open, setOpen] = useState(true)
  return (
    <section className="diff__collapser" data-testid={`diff-field-${node.path}`} data-changed={node.changed}>
      <button type="button" className="diff__toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        {title} <Pill count={node.changedCount} />
      </button>
      {open && (
        <div className="diff__children">
          {node.noRowsText && (
            <p className="diff__none" data-testid="diff-no-rows">
              {node.noRowsText}
            </p>
          )}
          <DiffTree nodes={node.children} />
        </div>
      )}
    </section>
  )
}

/** A row, block or group: its fields, folded away on a click, with its status and how many changed. */
function RowCollapser({ node, title }: { node: RowCollapserNode; title: ReactNode }) {
  const [open, setOpen] = useState(true)
  return (
    <section
      className="diff__collapser"
      data-testid={`diff-${node.kind}-${node.path || node.key}`}
      data-changed={node.changed}
    >
      <button
        type="button"
        className="diff__toggle"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        data-testid="diff-toggle"
      >
        {title}
        {'rowNumber' in node && node.blockLabel ? <span className="diff__block-label"> {node.blockLabel}</span> : null}
        {'status' in node && node.status !== 'unchanged' && (
          <span className={`diff__status diff__status--${node.status}`}>{node.status}</span>
        )}
        <Pill count={node.changedCount} />
      </button>
      {open && (
        <div className="diff__children">
          <DiffTree nodes={node.children} />
        </div>
      )}
    </section>
  )
}
