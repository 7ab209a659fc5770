/**
 * Markdown shortcuts and import/export for Folio's nodes. Lexical's default set lacks tables and
 * knows only @lexical/link's link node, so tables, links (Payload's link node) and horizontal rules
 * have transformers of their own here. Nested lists indent by 4 spaces or one tab per level.
 */
import {
  $convertFromMarkdownString,
  $convertToMarkdownString,
  BOLD_ITALIC_STAR,
  BOLD_ITALIC_UNDERSCORE,
  BOLD_STAR,
  BOLD_UNDERSCORE,
  CHECK_LIST,
  HEADING,
  HIGHLIGHT,
  INLINE_CODE,
  ITALIC_STAR,
  ITALIC_UNDERSCORE,
  ORDERED_LIST,
  QUOTE,
  STRIKETHROUGH,
  UNORDERED_LIST,
  type ElementTransformer,
  type TextMatchTransformer,
  type Transformer,
} from '@lexical/markdown'
import {
  $createTableCellNode,
  $createTableNode,
  $createTableRowNode,
  $isTableCellNode,
  $isTableNode,
  $isTableRowNode,
  TableCellHeaderStates,
  TableCellNode,
  TableNode,
  TableRowNode,
} from '@lexical/table'
import {
  $createParagraphNode,
  $createTextNode,
  $isParagraphNode,
  $isTextNode,
  type ElementNode,
  type LexicalNode,
} from 'lexical'
import {
  $createHorizontalRuleNode,
  $createLinkNode,
  $isHorizontalRuleNode,
  $isLinkNode,
  HorizontalRuleNode,
  LinkNode,
} from '../../nodes'

export const HORIZONTAL_RULE: ElementTransformer = {
  dependencies: [HorizontalRuleNode],
  export: (node) => ($isHorizontalRuleNode(node) ? '***' : null),
  regExp: /^(---|\*\*\*|___)\s?$/,
  replace: (parentNode, _children, _match, isImport) => {
    const line = $createHorizontalRuleNode()
    if (isImport || parentNode.getNextSibling() != null) parentNode.replace(line)
    else parentNode.insertBefore(line)
    line.selectNext()
  },
  type: 'element',
}

export const PAYLOAD_LINK: TextMatchTransformer = {
  dependencies: [LinkNode],
  export: (node, exportChildren) => {
    if (!$isLinkNode(node)) return null
    const { url, linkType } = node.getFields()
    return `[${exportChildren(node)}](${linkType === 'custom' ? (url ?? '') : ''})`
  },
  importRegExp: /(?:\[([^[]+)\])(?:\((?:([^()\s]+)(?:\s"((?:[^"]*\\")*[^"]*)"\s*)?)\))/,
  regExp: /(?:\[([^[]+)\])(?:\((?:([^()\s]+)(?:\s"((?:[^"]*\\")*[^"]*)"\s*)?)\))$/,
  replace: (textNode, match) => {
    const [, label, url] = match
    const link = $createLinkNode({ fields: { linkType: 'custom', newTab: false, url: url ?? '' } })
    const text = $createTextNode(label)
    text.setFormat(textNode.getFormat())
    link.append(text)
    textNode.replace(link)
    return text
  },
  trigger: ')',
  type: 'text-match',
}

const TABLE_ROW = /^(?:\|)(.+)(?:\|)\s?$/
const TABLE_DIVIDER = /^\|?(\s*:?-+:?\s*\|)+\s*:?-*:?\s*\|?\s*$/
const cellsOf = (line: string): string[] =>
  line
    .replace(/^\|/, '')
    .replace(/\|\s?$/, '')
    .split('|')
    .map((c) => c.trim())

function $cellText(cell: TableCellNode, exportChildren: (node: ElementNode) => string): string {
  return cell
    .getChildren()
    .map((child) =>
      child.getType() === 'paragraph' || 'getChildren' in child
        ? exportChildren(child as ElementNode)
        : child.getTextContent(),
    )
    .join(' ')
    .replace(/\n/g, ' ')
    .replace(/\|/g, '\\|')
}

/**
 * GitHub-style tables. The first row is a header row when a divider line (`| --- |`) follows it.
 * Importing works line by line: each table line becomes a row appended to the table above it.
 */
export function createTableTransformer(cellTransformers: () => Transformer[]): ElementTransformer {
  return {
    dependencies: [TableNode, TableRowNode, TableCellNode],
    export: (node, exportChildren) => {
      if (!$isTableNode(node)) return null
      const lines: string[] = []
      node.getChildren().forEach((row, index) => {
        if (!$isTableRowNode(row)) return
        const cells = row.getChildren().filter($isTableCellNode)
        lines.push(`| ${cells.map((cell) => $cellText(cell, exportChildren)).join(' | ')} |`)
        const isHeader =
          cells.length > 0 && cells.every((cell) => (cell.getHeaderStyles() & TableCellHeaderStates.ROW) !== 0)
        if (index === 0 && isHeader) lines.push(`| ${cells.map(() => '---').join(' | ')} |`)
      })
      return lines.join('\n')
    },
    regExp: TABLE_ROW,
    replace: (parentNode, _children, match) => {
      const line = match[0]!
      const previous = parentNode.getPreviousSibling()
      if (TABLE_DIVIDER.test(line)) {
        // A divider: the row above is the header row.
        if ($isTableNode(previous)) {
          const rows = previous.getChildren()
          const first = rows[0]
          if ($isTableRowNode(first) && rows.length === 1) {
            for (const cell of first.getChildren())
              if ($isTableCellNode(cell)) cell.setHeaderStyles(TableCellHeaderStates.ROW, TableCellHeaderStates.ROW)
          }
        }
        parentNode.remove()
        return
      }
      const cells = cellsOf(line)
      const row = $createTableRowNode()
      for (const text of cells) {
        const cell = $createTableCellNode(TableCellHeaderStates.NO_STATUS)
        const paragraph = $createParagraphNode()
        cell.append(paragraph)
        if (text) {
          $convertFromMarkdownString(text.replace(/\\\|/g, '|'), cellTransformers(), paragraph)
          // The import wraps inline content in its own paragraph: unwrap it.
          const inner = paragraph.getFirstChild()
          if ($isParagraphNode(inner) && paragraph.getChildrenSize() === 1) {
            paragraph.append(...inner.getChildren())
            inner.remove()
          }
        }
        row.append(cell)
      }
      if ($isTableNode(previous)) {
        const width = Math.max(
          cells.length,
          ...previous.getChildren().map((r) => ($isTableRowNode(r) ? r.getChildrenSize() : 0)),
        )
        padRow(row, width)
        for (const r of previous.getChildren()) if ($isTableRowNode(r)) padRow(r, width)
        previous.append(row)
        parentNode.remove()
      } else {
        const table = $createTableNode()
        table.append(row)
        parentNode.replace(table)
      }
    },
    type: 'element',
  }
}

function padRow(row: TableRowNode, width: number): void {
  while (row.getChildrenSize() < width) {
    const cell = $createTableCellNode(TableCellHeaderStates.NO_STATUS)
    cell.append($createParagraphNode())
    row.append(cell)
  }
}

/** The shortcuts Payload's features offer, minus tables (a table needs whole lines, not typing). */
export const SHORTCUT_TRANSFORMERS: Transformer[] = [
  HEADING,
  QUOTE,
  CHECK_LIST,
  UNORDERED_LIST,
  ORDERED_LIST,
  HORIZONTAL_RULE,
  INLINE_CODE,
  BOLD_ITALIC_STAR,
  BOLD_ITALIC_UNDERSCORE,
  BOLD_STAR,
  BOLD_UNDERSCORE,
  HIGHLIGHT,
  ITALIC_STAR,
  ITALIC_UNDERSCORE,
  STRIKETHROUGH,
  PAYLOAD_LINK,
]

const INLINE_TRANSFORMERS = SHORTCUT_TRANSFORMERS.filter((t) => t.type !== 'element')

export const TABLE: ElementTransformer = createTableTransformer(() => INLINE_TRANSFORMERS)

/** Import/export: the shortcuts plus tables. */
export const MARKDOWN_TRANSFORMERS: Transformer[] = [TABLE, ...SHORTCUT_TRANSFORMERS]

/** Replaces the editor's content (call inside editor.update). */
export function $importMarkdown(markdown: string): void {
  $convertFromMarkdownString(markdown, MARKDOWN_TRANSFORMERS, undefined, false)
}

/** The editor's content as markdown (call inside editor.read or update). */
export function $exportMarkdown(): string {
  return $convertToMarkdownString(MARKDOWN_TRANSFORMERS, undefined, false)
}

export const isTextLike = (node: LexicalNode): boolean => $isTextNode(node)
