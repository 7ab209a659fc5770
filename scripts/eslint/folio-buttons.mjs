// Folio's own rule for the renderer's buttons: their look comes from ui/Button (Button, ButtonLink,
// ButtonFace, IconButton), so the hierarchy stays one. A string anywhere outside ui/Button that holds the
// `btn` class (a className, a template literal, a constant of classes) is a button styled by hand.
import { dirname, join, resolve, sep } from 'node:path'

const root = resolve(dirname(new URL(import.meta.url).pathname), '..', '..')
const RENDERER_SRC = join(root, 'src/renderer/src') + sep
const BUTTON_FOLDER = join(RENDERER_SRC, 'ui/Button') + sep

/** Whether a piece of text names the `btn` class or one of its modifiers (`btn--small`) as a class. */
export function namesButtonClass(text) {
  return /(?:^|\s)btn(?:--[\w-]+)?(?:\s|$)/.test(text)
}

export default {
  meta: { name: 'folio-buttons' },
  rules: {
    'button-class': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          byHand:
            'A button styled by hand: draw it with ui/Button (Button, ButtonLink, ButtonFace or IconButton and their variant and size).',
        },
      },
      create(context) {
        const file = context.filename
        if (!file.startsWith(RENDERER_SRC) || file.startsWith(BUTTON_FOLDER)) return {}
        return {
          Literal(node) {
            if (typeof node.value === 'string' && namesButtonClass(node.value))
              context.report({ node, messageId: 'byHand' })
          },
          TemplateElement(node) {
            if (namesButtonClass(node.value.cooked ?? node.value.raw)) context.report({ node, messageId: 'byHand' })
          },
        }
      },
    },
  },
}
