/** Renders a version diff side by side: compare version on the left, this version on the right. */
import { useState } from 'react'
import type { DiffNode, RichTextDiffNode, WordSegment } from '../../lib/diff'

function Segments({ segments, side }: { segments: WordSegment[]; side: 'before' | 'after' }) {
  return (
    <>
      {segments.map((s, i) =>
        s.op === 'equal' ? (
          <span key={i}>{s.text}</span>
        ) : (side === 'before' && s.op === 'delete') || (side === 'after' && s.op === 'insert') ? (
          <mark key={i} className={`diff__${s.op}`}>
            {s.text}
          </mark>
        ) : null,
      )}
    </>
  )
}

function RichText({ node }: { node: RichTextDiffNode }) {
  return (
    <div className="diff__columns">
      {(['before', 'after'] as const).map((side) => (
        <div key={side} className="diff__cell">
          {(side === 'before' ? node.beforeMissing : node.afterMissing) ? (
            <span className="diff__none">{node.noValueText}</span>
          ) : (
            node.blocks
              .filter((b) => (side === 'before' ? b.op !== 'insert' : b.op !== 'delete'))
              .map((b) => (
                <p key={b.key} className={`diff__block diff__block--${b.op}`}>
                  <Segments segments={b.segments} side={side} />
                </p>
              ))
          )}
        </div>
      ))}
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

function DiffItem({ node }: { node: DiffNode }) {
  const [open, setOpen] = useState(true)
  const title = (
    <>
      {node.label}
      {node.locale && <span className="diff__locale">{node.locale}</span>}
    </>
  )
  switch (node.kind) {
    case 'field':
      return (
        <section className={`diff__field${node.changed ? ' diff__field--changed' : ''}`} data-testid={`diff-field-${node.path}`} data-changed={node.changed}>
          <h4 className="diff__label">{title}</h4>
          <div className="diff__columns">
            <div className="diff__cell" data-testid="diff-before">{node.beforeMissing ? <span className="diff__none">{node.beforeText}</span> : <Segments segments={node.segments} side="before" />}</div>
            <div className="diff__cell" data-testid="diff-after">{node.afterMissing ? <span className="diff__none">{node.afterText}</span> : <Segments segments={node.segments} side="after" />}</div>
          </div>
        </section>
      )
    case 'relationship':
      return (
        <section className={`diff__field${node.changed ? ' diff__field--changed' : ''}`} data-testid={`diff-field-${node.path}`} data-changed={node.changed}>
          <h4 className="diff__label">{title}</h4>
          <div className="diff__columns">
            <div className="diff__cell">{node.beforeMissing ? <span className="diff__none">{node.beforeText}</span> : node.refs.filter((r) => r.op !== 'insert').map((r) => <span key={`${r.relationTo}:${r.value}`} className={r.op === 'delete' ? 'diff__delete' : ''}>{`${r.relationTo} ${r.value} `}</span>)}</div>
            <div className="diff__cell">{node.afterMissing ? <span className="diff__none">{node.afterText}</span> : node.refs.filter((r) => r.op !== 'delete').map((r) => <span key={`${r.relationTo}:${r.value}`} className={r.op === 'insert' ? 'diff__insert' : ''}>{`${r.relationTo} ${r.value} `}</span>)}</div>
          </div>
        </section>
      )
    case 'richText':
      return (
        <section className={`diff__field${node.changed ? ' diff__field--changed' : ''}`} data-testid={`diff-field-${node.path}`} data-changed={node.changed}>
          <h4 className="diff__label">{title}</h4>
          <RichText node={node} />
        </section>
      )
    case 'row':
    case 'tabs':
      return <DiffTree nodes={node.children} />
    case 'array':
    case 'blocks':
      return (
        <section className="diff__collapser" data-testid={`diff-field-${node.path}`} data-changed={node.changed}>
          <button type="button" className="diff__toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
            {title} <Pill count={node.changedCount} />
          </button>
          {open && (
            <div className="diff__children">
              {node.noRowsText && <p className="diff__none" data-testid="diff-no-rows">{node.noRowsText}</p>}
              <DiffTree nodes={node.children} />
            </div>
          )}
        </section>
      )
    default:
      return (
        <section className="diff__collapser" data-testid={`diff-${node.kind}-${node.path || node.key}`} data-changed={node.changed}>
          <button type="button" className="diff__toggle" aria-expanded={open} onClick={() => setOpen(!open)} data-testid="diff-toggle">
            {title}
            {'rowNumber' in node && node.blockLabel ? <span className="diff__block-label"> {node.blockLabel}</span> : null}
            {'status' in node && node.status !== 'unchanged' && <span className={`diff__status diff__status--${node.status}`}>{node.status}</span>}
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
}
