/** The insert commands the toolbar and slash menu send, handled by the features that own the nodes. */
import { createHeadlessEditor } from '@lexical/headless'
import { $createParagraphNode, $getRoot, type LexicalEditor } from 'lexical'
import { describe, expect, it } from 'vitest'
import type { FolioClientBlock } from '@shared/protocol'
import { FOLIO_NODES } from '../nodes'
import { openOnMount } from '../shared/blocks'
import {
  INSERT_BLOCK_COMMAND,
  INSERT_INLINE_BLOCK_COMMAND,
  INSERT_RELATIONSHIP_COMMAND,
  INSERT_UPLOAD_COMMAND,
} from '../shared/commands'
import { registerBlockCommands } from './blocks/BlocksPlugin'
import { registerEmbedCommands } from './embeds/EmbedsPlugin'
import { registerInlineBlockCommands } from './inline-blocks/InlineBlocksPlugin'

function editorWithParagraph(): LexicalEditor {
  const editor = createHeadlessEditor({
    nodes: FOLIO_NODES,
    onError: (e) => {
      throw e
    },
  })
  registerBlockCommands(editor)
  registerInlineBlockCommands(editor)
  registerEmbedCommands(editor)
  editor.update(() => void $getRoot().append($createParagraphNode()).selectEnd(), { discrete: true })
  return editor
}

type Json = { type: string; children?: Json[]; fields?: Record<string, unknown>; [key: string]: unknown }
/** The document's top-level nodes once the pending updates are committed (a discrete update flushes them). */
function rootChildren(editor: LexicalEditor): Json[] {
  editor.update(() => undefined, { discrete: true })
  return (editor.getEditorState().toJSON().root as unknown as Json).children!
}

const block = (slug: string, fieldNames: string[]) =>
  ({
    slug,
    fields: fieldNames.map((name) => ({
      name,
      type: 'text',
      ...(name === 'title' ? { defaultValue: 'Untitled' } : {}),
    })),
  }) as unknown as FolioClientBlock

describe('rich-text insert commands', () => {
  it('inserts a block between paragraphs with its defaults, and opens its drawer', () => {
    const editor = editorWithParagraph()
    openOnMount.clear()
    editor.dispatchCommand(INSERT_BLOCK_COMMAND, block('cta', ['title', 'link']))
    const inserted = rootChildren(editor).find((n) => n.type === 'block')!
    expect(inserted.fields).toMatchObject({ blockName: '', blockType: 'cta', title: 'Untitled' })
    expect(openOnMount.size).toBe(1)
  })

  it('inserts an inline block into the paragraph; its drawer opens when it has more than 2 fields, id and blockName included', () => {
    const editor = editorWithParagraph()
    openOnMount.clear()
    editor.dispatchCommand(INSERT_INLINE_BLOCK_COMMAND, block('divider', ['id', 'blockName']))
    expect(openOnMount.size).toBe(0)
    editor.dispatchCommand(INSERT_INLINE_BLOCK_COMMAND, block('mention', ['id', 'blockName', 'who']))
    expect(openOnMount.size).toBe(1)
    const inline = rootChildren(editor)[0]!.children!.filter((n) => n.type === 'inlineBlock')
    expect(inline.map((n) => n.fields?.blockType)).toEqual(['divider', 'mention'])
  })

  it('inserts upload and relationship nodes for the picked documents', () => {
    const editor = editorWithParagraph()
    editor.dispatchCommand(INSERT_UPLOAD_COMMAND, { relationTo: 'media', value: 7 })
    editor.dispatchCommand(INSERT_RELATIONSHIP_COMMAND, { relationTo: 'posts', value: 'a1' })
    const embeds = rootChildren(editor).filter((n) => n.type === 'upload' || n.type === 'relationship')
    expect(embeds).toEqual([
      expect.objectContaining({ type: 'upload', relationTo: 'media', value: 7, fields: {} }),
      expect.objectContaining({ type: 'relationship', relationTo: 'posts', value: 'a1' }),
    ])
  })
})
