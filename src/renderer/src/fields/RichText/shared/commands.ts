/**
 * The commands by which the toolbar and the slash menu ask other rich-text features to insert their
 * nodes. Each is handled by the plugin of the feature named beside it, registered by the editor;
 * dispatchers know the command, not the feature's modules.
 */
import { createCommand, type LexicalCommand } from 'lexical'
import type { FolioClientBlock } from '@shared/protocol'

/** A block of this type between paragraphs, its drawer open (features/blocks). */
export const INSERT_BLOCK_COMMAND: LexicalCommand<FolioClientBlock> = createCommand('FOLIO_INSERT_BLOCK')

/** An inline block of this type at the caret (features/inline-blocks). */
export const INSERT_INLINE_BLOCK_COMMAND: LexicalCommand<FolioClientBlock> = createCommand('FOLIO_INSERT_INLINE_BLOCK')

/** The two kinds of embedded documents: an upload node shows a preview, a relationship node a title. */
export type EmbedKind = 'upload' | 'relationship'

export interface EmbedTarget {
  relationTo: string
  value: string | number
}

/** An upload node for this document, between paragraphs (features/embeds). */
export const INSERT_UPLOAD_COMMAND: LexicalCommand<EmbedTarget> = createCommand('FOLIO_INSERT_UPLOAD')

/** A relationship node for this document, between paragraphs (features/embeds). */
export const INSERT_RELATIONSHIP_COMMAND: LexicalCommand<EmbedTarget> = createCommand('FOLIO_INSERT_RELATIONSHIP')
