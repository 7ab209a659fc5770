/**
 * Issue 18's checks of one screen as it stands: axe-core's WCAG 2.x A/AA rules in the light and the dark
 * theme (switched in place: the theme follows the OS, emulated), and no page wider than a 390 px window.
 * Problems are collected, not thrown, so one run names every screen that fails.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
export const WIDE = { width: 1440, height: 900 }
export const NARROW = { width: 390, height: 844 }

/** The serious and critical axe violations on the page (or inside `scope`), one line each. */
export async function axeProblems(page: Page, scope?: string, contrast = true): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS)
  if (scope) builder = builder.include(scope)
  if (!contrast) builder = builder.disableRules(['color-contrast'])
  const { violations } = await builder.analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const where = v.nodes
        .slice(0, 4)
        .map((n) => `${n.target.join(' ')}${n.failureSummary ? ` (${n.failureSummary.split('\n')[1]?.trim()})` : ''}`)
        .join('; ')
      return `${v.id} [${v.impact}] ×${v.nodes.length}: ${where}`
    })
}

/**
 * How far the page is wider than its window, in px (0 when it fits), and the outermost elements that
 * stick out (to say where to look).
 */
export async function horizontalOverflow(page: Page): Promise<{ overflow: number; culprits: string[] }> {
  // Measured two frames after the resize, once it has been laid out.
  return page.evaluate(`new Promise((resolve) =>
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const root = document.scrollingElement ?? document.documentElement
        const overflow = Math.max(0, root.scrollWidth - window.innerWidth)
        const out = (el) => {
          const box = el.getBoundingClientRect()
          return box.width > 0 && (box.right > window.innerWidth + 1 || box.left < -1)
        }
        const culprits = [...document.body.querySelectorAll('*')]
          .filter((el) => out(el) && !(el.parentElement && out(el.parentElement)))
          .slice(0, 4)
          .map((el) => el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\\s+/).join('.') : '') + ' ' + Math.round(el.getBoundingClientRect().width) + 'px')
        resolve({ overflow, culprits })
      }),
    ),
  )`)
}

async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: theme })
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
}

/**
 * Checks the screen in both themes (`dark: false`: light only), then at 390 px (when `narrow`), and
 * leaves it light at 1440 px. `contrast: false` (a very large page, where axe's contrast rule takes
 * minutes) checks every other rule once: they do not depend on the theme; the same screen with less
 * content checks the contrast. Returns the problems found, each prefixed with the screen's name.
 */
export async function checkScreen(
  page: Page,
  name: string,
  {
    scope,
    narrow = true,
    contrast = true,
    dark = true,
    narrowTargets,
  }: { scope?: string; narrow?: boolean; contrast?: boolean; dark?: boolean; narrowTargets?: string } = {},
): Promise<string[]> {
  const problems: string[] = []
  for (const theme of contrast && dark ? (['light', 'dark'] as const) : (['light'] as const)) {
    await useTheme(page, theme)
    for (const problem of await axeProblems(page, scope, contrast)) problems.push(`${name} (${theme}): ${problem}`)
  }
  await useTheme(page, 'light')
  if (narrow) {
    await page.setViewportSize(NARROW)
    const { overflow, culprits } = await horizontalOverflow(page)
    if (overflow > 0) problems.push(`${name}: ${overflow} px wider than a 390 px window (${culprits.join(', ')})`)
    // Controls squeezed side by side (nested rows' buttons) must not cover each other at this width
    // either, inside `narrowTargets`. (Not across the page: text far off screen is not laid out again
    // after the resize (content-visibility), and axe measures it where it would spill, unpainted.)
    if (narrowTargets) {
      const { violations } = await new AxeBuilder({ page }).include(narrowTargets).withRules(['target-size']).analyze()
      for (const v of violations)
        problems.push(
          `${name} (390 px): ${v.id} ×${v.nodes.length}: ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`,
        )
    }
    await page.setViewportSize(WIDE)
  }
  return problems
}
