/** WCAG contrast between an element's text colour and the first opaque background behind it, read in the page. */
import type { Locator } from '@playwright/test'

/** The little of the DOM this reads (the e2e TypeScript setup has no DOM types). */
interface ColouredElement {
  parentElement: ColouredElement | null
  ownerDocument: { defaultView: { getComputedStyle(el: ColouredElement): { color: string; backgroundColor: string } } }
}

export async function textContrast(locator: Locator): Promise<number> {
  return locator.evaluate((element: ColouredElement) => {
    const style = (el: ColouredElement) => el.ownerDocument.defaultView.getComputedStyle(el)
    const rgba = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number)
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const channel = (v: number) => {
        const s = v / 255
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
      }
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
    }
    let background = [255, 255, 255]
    for (let el: ColouredElement | null = element; el; el = el.parentElement) {
      const value = rgba(style(el).backgroundColor)
      if (value.length === 3 || (value[3] ?? 0) > 0.99) {
        background = value
        break
      }
    }
    const [light = 0, dark = 0] = [luminance(rgba(style(element).color)), luminance(background)].sort((a, b) => b - a)
    return (light + 0.05) / (dark + 0.05)
  })
}
