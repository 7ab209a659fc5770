/** The Lexical editor for one richText field, with the plugins its enabled features need. */
import { CheckListPlugin } from '@lexical/react/LexicalCheckListPlugin'
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer'
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { ContentEditable } from '@lexical/react/LexicalContentEditable'
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary'
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin'
import { ListPlugin } from '@lexical/react/LexicalListPlugin'
import { MarkdownShortcutPlugin } from '@lexical/react/LexicalMarkdownShortcutPlugin'
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin'
import { TabIndentationPlugin } from '@lexical/react/LexicalTabIndentationPlugin'
import { TablePlugin } from '@lexical/react/LexicalTablePlugin'
import { useEffect, useMemo, useState } from 'react'
import type { FormStore } from '../../core/form/form-store'
import { useRichTextSettings } from './config'
import { AllowedContentPlugin } from './features/allowed-content/AllowedContentPlugin'
import { shortcutsFor } from './features/markdown/shortcuts'
import { SlashMenuPlugin } from './features/slash-menu/SlashMenu'
import { TableMenuPlugin } from './features/table/TableMenu'
import { Toolbar } from './features/toolbar/Toolbar'
import { FormSyncPlugin, isEditorState } from './FormSyncPlugin'
import { FloatingToolbarPlugin } from './features/floating-toolbar/FloatingToolbar'
import { KeyboardPlugin, keyboardHintId } from './features/keyboard/KeyboardPlugin'
import { BlockComponent } from './features/blocks/BlockComponent'
import { BlocksPlugin } from './features/blocks/BlocksPlugin'
import { RelationshipComponent, UploadComponent } from './features/embeds/Embeds'
import { EmbedsPlugin } from './features/embeds/EmbedsPlugin'
import { InlineBlockComponent } from './features/inline-blocks/InlineBlockComponent'
import { InlineBlocksPlugin } from './features/inline-blocks/InlineBlocksPlugin'
import { ContainerRolesPlugin } from './features/roles/ContainerRolesPlugin'
import { RevealCaretPlugin } from './features/reveal-caret/RevealCaretPlugin'
import { decorators, FOLIO_NODES } from './nodes'
import { theme } from './theme'
import './rich-text.css'

decorators.inlineBlock = (node) => <InlineBlockComponent node={node} />
decorators.block = (node) => <BlockComponent node={node} />
decorators.upload = (node) => <UploadComponent node={node} />
decorators.relationship = (node) => <RelationshipComponent node={node} />
decorators.horizontalRule = () => <hr className="rich-text__hr-line" />

function EditablePlugin({ editable }: { editable: boolean }) {
  const [editor] = useLexicalComposerContext()
  useEffect(() => editor.setEditable(editable), [editor, editable])
  return null
}

export function RichTextEditor({ form, path, label }: { form: FormStore; path: string; label: string }) {
  const settings = useRichTextSettings()
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null)
  // The composer reads its config once; later values arrive through FormSyncPlugin.
  const [initialConfig] = useState<InitialConfigType>(() => {
    const value = form.getValue(path)
    return {
      namespace: `folio-${path}`,
      nodes: FOLIO_NODES,
      theme,
      editable: !settings.readOnly,
      // Content to show is loaded by FormSyncPlugin once the plugins before it have registered their
      // node transforms: loaded first, each registration would mark every list and table node dirty and
      // run the transforms over all of them (about a third of a long body's first render). Without
      // content the composer starts with its empty paragraph.
      editorState: isEditorState(value) ? null : undefined,
      onError: (error: Error) => console.error(error),
    }
  })
  const has = (f: string) => settings.features.has(f)
  const { features, headings, formats } = settings
  const shortcuts = useMemo(() => shortcutsFor({ features, headings, formats }), [features, headings, formats])

  return (
    <LexicalComposer initialConfig={initialConfig}>
      <div className={`rich-text${settings.readOnly ? ' rich-text--read-only' : ''}`} data-testid={`rich-text-${path}`}>
        <Toolbar />
        <div className="rich-text__container" ref={setAnchor}>
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                className="rich-text__input"
                data-testid={`input-${path}`}
                aria-label={label}
                aria-multiline="true"
                aria-describedby={settings.readOnly ? undefined : keyboardHintId(path)}
                role="textbox"
                spellCheck
              />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
          {has('experimental_table') && <TableMenuPlugin anchor={anchor} />}
        </div>
        {!settings.readOnly && <KeyboardPlugin path={path} />}
        <FloatingToolbarPlugin />
      </div>
      <EditablePlugin editable={!settings.readOnly} />
      <HistoryPlugin />
      <ListPlugin />
      <CheckListPlugin />
      <ContainerRolesPlugin />
      <TabIndentationPlugin maxIndent={7} />
      {has('experimental_table') && (
        <TablePlugin hasCellMerge hasCellBackgroundColor hasTabHandler hasHorizontalScroll />
      )}
      <MarkdownShortcutPlugin transformers={shortcuts} />
      {/* After the plugins that register node transforms, before the one whose transforms must see the
          loaded content (effects run in this order). */}
      <FormSyncPlugin form={form} path={path} loadsContent={initialConfig.editorState === null} />
      <AllowedContentPlugin />
      {!settings.readOnly && <RevealCaretPlugin form={form} path={path} />}
      <SlashMenuPlugin />
      <BlocksPlugin />
      <InlineBlocksPlugin />
      <EmbedsPlugin />
    </LexicalComposer>
  )
}
