/**
 * The window channels: opening an app route in another window, which windows show which document, the
 * desktop menu's context, answers to deep links and native notifications. A web host's tabs are the
 * browser's: it opens a route in one, and tabs hear each other.
 */
import { z } from 'zod'
import type { BridgeRequest, BridgeResponse, BridgeSender } from '@shared/bridge'
import { DOCUMENT_COMMANDS, type MenuContext } from '@shared/menu'
import { SHORTCUTS, type ShortcutId } from '@shared/shortcuts'
import { documentKey, isAppRoutePath, type DocumentRef } from '@shared/windows'
import { WEB_TAB, type ServiceHandlers, type ServiceValidators } from './service'

/** What the desktop app does for the window channels; each call names the window that asked. */
export interface DesktopWindows {
  open(path: string, sender: BridgeSender): boolean
  documentOpened(ref: DocumentRef, sender: BridgeSender): { elsewhere: number }
  documentClosed(ref: DocumentRef, sender: BridgeSender): void
  menuContext?(context: MenuContext, sender: BridgeSender): void
  deepLinkAnswer?(id: string, accept: boolean): Promise<boolean>
  notify?(request: BridgeRequest<'renderer:notify'>, sender: BridgeSender): BridgeResponse<'renderer:notify'>
}

const SHORTCUT_IDS = SHORTCUTS.map((s) => s.id) as [ShortcutId, ...ShortcutId[]]

const slug = z.string().regex(/^[A-Za-z0-9_-]{1,200}$/)
const documentRef = z
  .object({ collection: slug.optional(), global: slug.optional(), id: z.string().min(1).max(200).optional() })
  .strict()
  .refine((ref) => documentKey(ref) !== null, 'a collection with an id, or a global')

export const windowValidators = {
  'renderer:open-window': z
    .object({ path: z.string().refine(isAppRoutePath, 'an app route such as /collections/posts') })
    .strict(),
  'renderer:document-opened': documentRef,
  'renderer:document-closed': documentRef,
  'renderer:notify': z
    .object({
      title: z.string().min(1).max(200),
      body: z.string().max(1000),
      path: z.string().refine(isAppRoutePath, 'an app route').optional(),
    })
    .strict(),
  'renderer:deep-link-answer': z.object({ id: z.string().regex(/^\d{1,12}$/), accept: z.boolean() }).strict(),
  'renderer:menu-context': z
    .object({
      commands: z.partialRecord(z.enum(DOCUMENT_COMMANDS), z.boolean()),
      go: z
        .array(z.object({ label: z.string().min(1).max(200), path: z.string().refine(isAppRoutePath) }).strict())
        .max(500),
      labels: z.partialRecord(z.enum(SHORTCUT_IDS), z.string().min(1).max(200)).optional(),
    })
    .strict(),
} satisfies ServiceValidators

/** The window channels over the desktop's windows; without them (the web host), as a host of tabs. */
export function windowHandlers(windows?: DesktopWindows): ServiceHandlers<typeof windowValidators> {
  return {
    'renderer:open-window': ({ path }, sender = WEB_TAB) => Promise.resolve(windows?.open(path, sender) ?? false),
    'renderer:document-opened': (ref, sender = WEB_TAB) =>
      Promise.resolve(windows?.documentOpened(ref, sender) ?? { elsewhere: 0 }),
    'renderer:document-closed': (ref, sender = WEB_TAB) => Promise.resolve(windows?.documentClosed(ref, sender)),
    'renderer:menu-context': (context, sender = WEB_TAB) => Promise.resolve(windows?.menuContext?.(context, sender)),
    'renderer:notify': (request, sender = WEB_TAB) =>
      Promise.resolve(windows?.notify?.(request, sender) ?? { shown: false, reason: 'unsupported' }),
    'renderer:deep-link-answer': ({ id, accept }) => windows?.deepLinkAnswer?.(id, accept) ?? Promise.resolve(false),
  }
}
