/**
 * Refusing a lazy chunk of the app's code, as a host that went away would. The app preloads every
 * screen's code once the first screen is idle (src/renderer/src/shell/screens.ts): lifting a refusal
 * before a Try again press let that preload, on a busy machine, bring the code before the press.
 */
import type { Locator, Page } from '@playwright/test'

const PRESSED = 'folioTestChunkRetryPressed'

export interface RefusedChunk {
  /** How many requests for it were refused so far. */
  refused(): number
  /** Presses `button`; requests from then on are served. */
  pressToServe(button: Locator): Promise<void>
}

/** Refuses requests for the chunks matching `glob` until `pressToServe`'s button is pressed. */
export async function refuseChunkUntilPressed(page: Page, glob: string): Promise<RefusedChunk> {
  let refused = 0
  await page.route(glob, async (route) => {
    // The page marks the press itself, in the click's capture phase, so no request the press causes
    // can reach this handler before the mark.
    const pressed = await page.evaluate((key) => key in globalThis, PRESSED).catch(() => false)
    if (pressed) return route.continue()
    refused++
    return route.abort('connectionrefused')
  })
  return {
    refused: () => refused,
    async pressToServe(button) {
      await button.evaluate((element, key) => {
        element.addEventListener('click', () => Object.assign(globalThis, { [key]: true }), { capture: true })
      }, PRESSED)
      await button.click()
    },
  }
}
