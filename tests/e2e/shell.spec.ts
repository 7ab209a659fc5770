import { readFileSync } from 'node:fs'
import { translations as payloadLanguages } from '@payloadcms/translations/all'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { bridgeHeaders, bridgePath } from './support/bridge'
import type { AnimatedElement, AttributedElement } from './support/dom'
import { rest } from './support/rest'
import { chooseOption, optionValues } from './support/select'

const version = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version

async function openDashboard(page: Page) {
  await page.goto('/admin')
  await expect(page.getByTestId('dashboard')).toBeVisible()
  await expect(page.getByTestId('card-collection-posts')).toBeVisible()
}

test.describe('shell: signed in to the built-in CMS', () => {
  test('first launch lands signed in on the dashboard, with a card per collection and global', async ({ page }) => {
    await openDashboard(page)
    await expect(page).toHaveURL(/\/admin$/)
    for (const card of [
      'collection-posts',
      'collection-pages',
      'collection-categories',
      'collection-media',
      'collection-users',
      'global-site-settings',
      'global-navigation',
    ]) {
      await expect(page.getByTestId(`card-${card}`)).toBeVisible()
    }
    // Payload's internal collections stay out of sight.
    await expect(page.getByTestId('card-collection-payload-preferences')).toHaveCount(0)
    await expect(page.getByTestId('create-posts')).toBeVisible()
  })

  test('the account screen reports the host over the bridge', async ({ page }) => {
    await openDashboard(page)
    await page.getByTestId('nav-account').click()
    await expect(page).toHaveURL(/\/admin\/account$/)
    await expect(page.getByTestId('app-version')).toHaveText(version)
    await expect(page.getByTestId('host-kind')).toHaveText('web')
    await expect(page.getByTestId('signed-in-as')).toContainText('editor@example.com')
  })

  test("the account screen leads to one's own user, where the name is changed and the password can be", async ({
    page,
  }) => {
    await page.goto('/admin/account')
    await page.getByTestId('edit-account').click()
    await expect(page).toHaveURL(/\/admin\/collections\/users\/[^/]+$/)
    await expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true')
    await expect(page.getByTestId('document-title')).toHaveText('editor@example.com')
    await expect(page.getByTestId('change-password')).toBeVisible()
    const id = new URL(page.url()).pathname.split('/').pop()!
    const before = (await rest<{ name?: string | null }>(page, `/users/${id}`)).data.name ?? null
    try {
      await page.getByTestId('input-name').fill('Edith Editor')
      await page.getByTestId('save').click()
      await expect(page.getByTestId('toast-success').last()).toBeVisible()
      await expect
        .poll(async () => (await rest<{ name?: string }>(page, `/users/${id}`)).data.name)
        .toBe('Edith Editor')
    } finally {
      await rest(page, `/users/${id}`, {}, { method: 'PATCH', body: { name: before } })
    }
  })

  test('every collection and global is reachable from the sidebar, with the active link marked', async ({ page }) => {
    await openDashboard(page)
    const links = page.getByTestId('nav').locator('[data-testid^="nav-link-"]')
    const ids = await links.evaluateAll((els: AttributedElement[]) => els.map((el) => el.getAttribute('data-testid')!))
    expect(ids).toEqual(
      expect.arrayContaining([
        'nav-link-collection-posts',
        'nav-link-collection-media',
        'nav-link-global-site-settings',
        'nav-link-global-navigation',
      ]),
    )
    for (const id of ids) {
      await page.getByTestId(id).click()
      await expect(page.getByTestId(id)).toHaveAttribute('aria-current', 'page')
      if (id.startsWith('nav-link-collection-')) await expect(page.getByTestId('list-view')).toBeVisible()
      else await expect(page.getByTestId('document-title')).not.toHaveText(/Loading/)
      await expect(page.getByTestId('not-found')).toHaveCount(0)
    }
  })

  test('a collapsed group stays collapsed after a reload and in a new session', async ({ page, browser, baseURL }) => {
    await openDashboard(page)
    const group = page.locator('[data-testid^="nav-group-"]').first()
    const toggleId = (await group.getAttribute('data-testid'))! + '-toggle'
    await expect(page.getByTestId(toggleId)).toHaveAttribute('aria-expanded', 'true')
    await page.getByTestId(toggleId).click()
    await expect(page.getByTestId(toggleId)).toHaveAttribute('aria-expanded', 'false')
    // Saved on the server as the user's nav preference.
    await expect
      .poll(async () => (await rest<{ value: unknown }>(page, '/payload-preferences/nav')).data.value)
      .toMatchObject({ groups: expect.any(Object) })
    await page.reload()
    await expect(page.getByTestId(toggleId)).toHaveAttribute('aria-expanded', 'false')

    const other = await browser.newContext({ baseURL })
    const second = await other.newPage()
    await second.goto('/admin')
    await expect(second.getByTestId(toggleId)).toHaveAttribute('aria-expanded', 'false')
    await second.getByTestId(toggleId).click()
    await expect(second.getByTestId(toggleId)).toHaveAttribute('aria-expanded', 'true')
    await other.close()
  })

  test('an unknown route, collection or document shows the not-found page with a way back', async ({ page }) => {
    for (const path of [
      '/admin/no/such/screen',
      '/admin/collections/no-such-collection',
      '/admin/collections/posts/999999',
      '/admin/globals/nope',
    ]) {
      await page.goto(path)
      await expect(page.getByRole('heading', { name: 'Nothing found' })).toBeVisible()
      await expect(page.getByText('Sorry—there is nothing to correspond with your request.')).toBeVisible()
      await expect(page.getByTestId('breadcrumb-current')).toHaveText('Not Found')
    }
    await page.getByTestId('back-to-dashboard').click()
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByTestId('dashboard')).toBeVisible()
  })

  test('narrow windows get a menu toggle and a close button', async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 800 })
    await openDashboard(page)
    await expect(page.getByTestId('nav')).not.toBeInViewport()
    await page.getByTestId('nav-toggle').click()
    await expect(page.getByTestId('nav')).toBeInViewport()
    await page.getByTestId('nav-close').click()
    await expect(page.getByTestId('nav')).not.toBeInViewport()
  })

  test('at 390 px the menu takes the focus, closes with Escape and gives the focus back to its button', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await openDashboard(page)
    const toggle = page.getByTestId('nav-toggle')
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('nav')).toBeInViewport()
    await expect(page.getByTestId('nav-close')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByTestId('nav').locator(':focus')).toHaveCount(1)
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('nav')).not.toBeInViewport()
    await expect(toggle).toBeFocused()
    // A link taken from the menu closes it too, and the focus is not left on the hidden link.
    await page.keyboard.press('Enter')
    await page.getByTestId('nav-link-collection-pages').click()
    await expect(page).toHaveURL(/\/admin\/collections\/pages$/)
    await expect(page.getByTestId('nav')).not.toBeInViewport()
    await expect(toggle).toBeFocused()
  })

  test('the first Tab stop skips past the menu to the screen', async ({ page }) => {
    await openDashboard(page)
    await page.keyboard.press('Tab')
    const skip = page.getByTestId('skip-link')
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await expect(skip).toHaveText('Skip to content')
    await page.keyboard.press('Enter')
    await expect(page.locator('main')).toBeFocused()
    // The next Tab lands inside the screen, not in the sidebar.
    await page.keyboard.press('Tab')
    await expect(page.locator('main :focus')).toHaveCount(1)
    await expect(page).toHaveURL(/\/admin$/)
  })

  test('German and Arabic change the labels and the direction; the choice persists', async ({ page }) => {
    await page.goto('/admin/account')
    // The host is told too (the desktop app's native leave dialog speaks it).
    const told = page.waitForRequest(
      (request) =>
        request.url().endsWith(bridgePath('renderer:language-set')) &&
        request.postData() === JSON.stringify({ language: 'de' }),
    )
    await chooseOption(page.getByTestId('language-select'), 'de')
    await told
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Benutzerkonto')
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Benutzerkonto')

    await chooseOption(page.getByTestId('language-select'), 'ar')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الحساب')
    await chooseOption(page.getByTestId('language-select'), 'en')
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account')
  })

  test('in a right-to-left language the pagination arrows point the other way; open nav chevrons still point down', async ({
    page,
  }) => {
    await page.goto('/admin/account')
    const toggle = page.locator('.nav__group-toggle').first()
    const chevron = toggle.locator('.nav__chevron')
    // Where the chevron's tip points (the icon points right, +x): the transform's first column, rounded.
    const tip = () =>
      chevron.evaluate((el) => {
        const element = el as unknown as AnimatedElement
        const view = element.ownerDocument.defaultView!
        const m = new view.DOMMatrix(view.getComputedStyle(element).transform)
        return [Math.round(m.a), Math.round(m.b)]
      })
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const english = await chevron.evaluate((el) => el.ownerDocument.defaultView!.getComputedStyle(el).transform)
    expect(await tip()).toEqual([0, 1])
    await chooseOption(page.getByTestId('language-select'), 'ar')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    try {
      await page.goto('/admin/collections/posts?limit=5')
      const transform = (testId: string) =>
        page.getByTestId(testId).evaluate((el) => el.ownerDocument.defaultView!.getComputedStyle(el).transform)
      // scaleX(-1): the "previous" arrow (›‹ glyphs) points right, towards the earlier pages.
      await expect.poll(() => transform('page-prev')).toBe('matrix(-1, 0, 0, 1, 0, 0)')
      await expect.poll(() => transform('page-next')).toBe('matrix(-1, 0, 0, 1, 0, 0)')
      // An open group's chevron is turned exactly as in English (down); closed, it points left, into the text.
      await expect
        .poll(() => chevron.evaluate((el) => el.ownerDocument.defaultView!.getComputedStyle(el).transform))
        .toBe(english)
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await expect.poll(tip).toEqual([-1, 0])
      // Opening again, it swings from left to down and never points up on the way (a mirrored icon flipped
      // through "up"): the transition is slowed and scrubbed from start to end.
      await chevron.evaluate((el) => ((el as unknown as AnimatedElement).style.transitionDuration = '100s'))
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      const upwards = await chevron.evaluate((el) => {
        const chevronElement = el as unknown as AnimatedElement
        const view = chevronElement.ownerDocument.defaultView!
        const animations = chevronElement.getAnimations()
        const ys: number[] = []
        for (const animation of animations) animation.pause()
        for (let t = 0; t <= 100_000; t += 5_000) {
          for (const animation of animations) animation.currentTime = t
          ys.push(new view.DOMMatrix(view.getComputedStyle(chevronElement).transform).b)
        }
        for (const animation of animations) animation.finish()
        chevronElement.style.transitionDuration = ''
        return { animations: animations.length, upwards: ys.filter((y) => y < -0.01) }
      })
      expect(upwards).toEqual({ animations: 1, upwards: [] })
      expect(await tip()).toEqual([0, 1])
    } finally {
      await page.goto('/admin/account')
      await chooseOption(page.getByTestId('language-select'), 'en')
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
    }
  })

  test("the language picker offers exactly the spec's 35 languages, by Payload's codes", async ({ page }) => {
    // The spec's list (point 9: en-US, fa-IR, sl-SI, zh-CN are Payload's en, fa, sl, zh). The built-in CMS
    // supports every language Payload ships (44 in 3.90); Folio offers these 35 of them, no more.
    const spec =
      'ar az bg ca cs da de en es et fa fr he hr hu it ja ko nb nl pl pt ro rs rs-latin ru sk sl sv th tr uk vi zh zh-TW'
    const expected = spec.split(' ')
    expect(expected).toHaveLength(35)
    for (const code of expected) expect(Object.keys(payloadLanguages)).toContain(code)
    await page.goto('/admin/account')
    const picker = page.getByTestId('language-select')
    // The picker is filled once the session's languages are known; read it then.
    await expect.poll(async () => (await optionValues(picker)).length).toBe(expected.length)
    const offered = await optionValues(picker)
    expect([...offered].sort()).toEqual([...expected].sort())
  })

  test("a language's date locale is loaded only when it is chosen, and dates are then written in it", async ({
    page,
  }) => {
    // The date-fns locale bundles are the French chunks that hold its relative-time words.
    const frenchDateLocale: string[] = []
    page.on('response', async (response) => {
      if (!/\/assets\/fr-[^/]+\.js$/.test(response.url())) return
      // A body still being read when the test navigates on is gone; only the loads before that count.
      const body = await response.text().catch(() => '')
      if (body.includes('lessThanXSeconds')) frenchDateLocale.push(response.url())
    })
    const list = '/admin/collections/posts?limit=5&sort=-updatedAt'
    await page.goto(list)
    const updatedAt = page.getByTestId('list-row').first().locator('td[data-column="updatedAt"]')
    await expect(updatedAt).toHaveText(
      /(January|February|March|April|May|June|July|August|September|October|November|December)/,
    )
    expect(frenchDateLocale).toEqual([])

    await page.goto('/admin/account')
    try {
      await chooseOption(page.getByTestId('language-select'), 'fr')
      await expect.poll(() => frenchDateLocale.length).toBeGreaterThan(0)
      await page.goto(list)
      await expect(updatedAt).toHaveText(
        /(janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)/,
      )
    } finally {
      // The language is kept by the host the other specs share.
      await page.goto('/admin/account')
      await chooseOption(page.getByTestId('language-select'), 'en')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account')
    }
  })

  test('dark theme applies, survives a reload, and auto clears it', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/admin/account')
    await page.getByTestId('theme-dark').check()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    // The choice shows at once; the host stores it and the cookie follows its answer.
    const themeCookie = async () => (await page.context().cookies()).find((c) => c.name === 'payload-theme')
    await expect.poll(async () => (await themeCookie())?.value).toBe('dark')
    const cookie = await themeCookie()
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000)
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await expect(page.getByTestId('theme-dark')).toBeChecked()

    await page.getByTestId('theme-auto').check()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await expect.poll(themeCookie).toBeUndefined()
  })

  test('refuses bridge calls from another origin', async ({ request, host }) => {
    const response = await request.post(`${host.url}${bridgePath('renderer:app-info')}`, {
      headers: { ...bridgeHeaders, Origin: 'http://evil.example' },
    })
    expect(response.status()).toBe(403)
  })
})
