import { readFileSync } from 'node:fs'
import { expect, test } from './fixtures'

const version = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version

test.describe('foundation: the UI over the web host', () => {
  test('opens the dashboard and shows what the host answers over the bridge', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByTestId('app-version')).toHaveText(version)
    await expect(page.getByTestId('host-kind')).toHaveText('web')
    await expect(page.getByTestId('cms-state')).toHaveText('Local CMS: ready')
  })

  test('round-trips a CMS request through the host', async ({ page }) => {
    await page.goto('/admin')
    await page.getByTestId('check-cms').click()
    await expect(page.getByTestId('check-result')).toHaveText('HTTP 200')
    await expect(page.getByTestId('check-result')).toHaveAttribute('data-ok', 'true')
  })

  test('moves between screens from the app bar', async ({ page }) => {
    await page.goto('/admin')
    await page.getByTestId('nav-account').click()
    await expect(page).toHaveURL(/\/admin\/account$/)
    await expect(page.getByRole('heading', { name: 'Account' })).toBeVisible()
    await page.getByTestId('nav-dashboard').click()
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  })

  test('shows the not-found page for an unknown route, with a way back', async ({ page }) => {
    await page.goto('/admin/no/such/screen')
    await expect(page.getByRole('heading', { name: 'Nothing found' })).toBeVisible()
    await expect(page.getByText('Sorry—there is nothing to correspond with your request.')).toBeVisible()
    await expect(page.getByTestId('breadcrumb-current')).toHaveText('Not Found')
    await page.getByTestId('back-to-dashboard').click()
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByTestId('dashboard')).toBeVisible()
  })

  test('dark theme applies, survives a reload, and auto clears it', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/admin/account')
    await page.getByTestId('theme-dark').check()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    const cookie = (await page.context().cookies()).find((c) => c.name === 'payload-theme')
    expect(cookie?.value).toBe('dark')
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000)
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await expect(page.getByTestId('theme-dark')).toBeChecked()

    await page.getByTestId('theme-auto').check()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    expect((await page.context().cookies()).find((c) => c.name === 'payload-theme')).toBeUndefined()
  })

  test('refuses bridge calls from another origin', async ({ request, host }) => {
    const response = await request.post(`${host.url}/__folio/bridge/renderer:app-info`, { headers: { 'x-folio-bridge': '1', Origin: 'http://evil.example' } })
    expect(response.status()).toBe(403)
  })
})
