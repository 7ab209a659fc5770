/**
 * Folio's icon set: SVG icons from lucide (imported one by one so the bundle keeps only those used) instead of
 * Unicode glyphs, which some Linux fonts draw as empty boxes. Icons are decoration: the button around them
 * carries the accessible name (its text or aria-label). Icons that point along the reading direction (chevrons,
 * previous/next) are `directional` and flip in right-to-left.
 */
import type { LucideIcon } from 'lucide-react'

export {
  ArrowDown as MoveDownIcon,
  ArrowUp as MoveUpIcon,
  ArrowUpDown as SortableIcon,
  Check as CheckIcon,
  ChevronDown as ChevronDownIcon,
  ChevronLeft as PreviousIcon,
  ChevronRight as ChevronIcon,
  ChevronRight as NextIcon,
  Copy as DuplicateIcon,
  Ellipsis as MoreIcon,
  ExternalLink as OpenInWindowIcon,
  Folder as FolderIcon,
  GripVertical as DragIcon,
  IndentDecrease as OutdentIcon,
  IndentIncrease as IndentIcon,
  LayoutGrid as GridViewIcon,
  List as ListViewIcon,
  Minus as IndeterminateIcon,
  MousePointerClick as EditInPreviewIcon,
  Pencil as EditIcon,
  SquareArrowOutUpRight as CustomComponentIcon,
  X as CloseIcon,
} from 'lucide-react'

interface Props {
  icon: LucideIcon
  size?: number
  directional?: boolean
  className?: string
}

export function Icon({ icon: Glyph, size = 16, directional = false, className }: Props) {
  const classes = ['icon', directional ? 'icon--directional' : '', className ?? ''].filter(Boolean).join(' ')
  return <Glyph size={size} aria-hidden="true" focusable="false" className={classes} data-icon="" />
}
