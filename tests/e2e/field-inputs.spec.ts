/**
 * Less common input options behave as in Payload's admin (src/cms/testing/alt-inputs.ts): points are
 * sent as the pair Payload takes, a decimal off `min`'s step is a number, `admin.placeholder` shows
 * (per language), and a date's timezone keeps the stored instant (one supported zone is fixed).
 */
import { type Page } from '@playwright/test'
import { createDocument, rest } from './support/rest'
import { expect, test, useAltHost } from './support/alt-host'
import { chooseOption, expectSelected } from './support/select'

const alt = useAltHost()
const SLUG = 'inp-specimens'

type Specimen = {
  id: number
  title: string
  where?: [number, number] | null
  also?: [number, number] | null
  weights?: number[] | null
  quarters?: number[] | null
  meeting?: string | null
  meeting_tz?: string | null
  londonOnly?: string | null
  londonOnly_tz?: string | null
}

async function open(page: Page, id: number) {
  await page.goto(`${alt.host.url}/cms-admin/collections/${SLUG}/${id}`)
  await expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true')
}

async function make(page: Page, title: string, body: Record<string, unknown> = {}) {
  await alt.signIn(page)
  const id = await createDocument(page, SLUG, { title, where: [4.9, 52.37], ...body })
  await open(page, id)
  return id
}

const read = async (page: Page, id: number) => (await rest<Specimen>(page, `/${SLUG}/${id}`)).data

test('a required point is created and edited, and a point that is not required is cleared', async ({ page }) => {
  const title = `Points ${Date.now()}`
  await alt.signIn(page)
  await page.goto(`${alt.host.url}/cms-admin/collections/${SLUG}/create`)
  await expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true')
  await page.getByTestId('input-title').fill(title)
  await page.getByTestId('input-where-lng').fill('13.4')
  await page.getByTestId('input-where-lat').fill('52.5')
  await page.getByTestId('input-also-lng').fill('-0.12')
  await page.getByTestId('input-also-lat').fill('51.5')
  await page.getByTestId('save').click()
  await expect(page).toHaveURL(new RegExp(`/collections/${SLUG}/\\d+`))
  const id = Number(/\/(\d+)(?:[/?#]|$)/.exec(page.url())?.[1])
  expect(await read(page, id)).toMatchObject({ title, where: [13.4, 52.5], also: [-0.12, 51.5] })

  await open(page, id)
  await expect(page.getByTestId('input-where-lng')).toHaveValue('13.4')
  await page.getByTestId('input-where-lat').fill('48.1')
  await page.getByTestId('input-also-lng').fill('')
  await page.getByTestId('input-also-lat').fill('')
  await page.getByTestId('save').click()
  await expect.poll(async () => (await read(page, id)).where).toEqual([13.4, 48.1])
  expect((await read(page, id)).also ?? null).toBeNull()
  await expect(page.getByTestId('field-where')).not.toContainText('two numbers')
})

test('a decimal off the step of min is a number the browser lets through, and admin.step sets the step', async ({
  page,
}) => {
  const id = await make(page, `Decimals ${Date.now()}`)
  const weights = page.getByTestId('input-weights')
  await weights.fill('1.25')
  // What the browser marks invalid it would not let the form submit.
  expect(await weights.evaluate((input) => (input as unknown as { validity: { valid: boolean } }).validity.valid)).toBe(
    true,
  )
  await weights.press('Enter')
  const quarters = page.getByTestId('input-quarters')
  await quarters.fill('1')
  await quarters.press('ArrowUp')
  await expect(quarters).toHaveValue('1.25')
  await quarters.press('Enter')
  await page.getByTestId('input-weight').fill('1.25')
  await page.getByTestId('save').click()
  await expect.poll(async () => (await read(page, id)).weights).toEqual([1.25])
  expect(await read(page, id)).toMatchObject({ weight: 1.25, quarters: [1.25] })
})

test('admin.placeholder shows on every kind Payload shows it on, in the UI language when localized', async ({
  page,
}) => {
  const id = await make(page, `Placeholders ${Date.now()}`)
  await expect(page.getByTestId('input-nickname')).toHaveAttribute('placeholder', 'A short name')
  // The alt server's fallback language is German, and so is the UI here.
  await expect(page.getByTestId('input-city')).toHaveAttribute('placeholder', 'Deine Stadt')
  await expect(page.getByTestId('input-story')).toHaveAttribute('placeholder', 'Tell it briefly')
  await expect(page.getByTestId('input-contact')).toHaveAttribute('placeholder', 'name@example.com')
  await expect(page.getByTestId('input-count')).toHaveAttribute('placeholder', 'How many')
  await expect(page.getByTestId('input-size')).toHaveText('Pick a size')
  await expect(page.getByTestId('field-friend').getByRole('combobox')).toHaveAttribute('placeholder', 'Find a friend')
  // A placeholder is no value: a save after one edit sends none of them.
  await page.getByTestId('input-nickname').fill('Nick')
  await page.getByTestId('save').click()
  await expect.poll(async () => (await read(page, id)) as Record<string, unknown>).toMatchObject({ nickname: 'Nick' })
  const saved = (await read(page, id)) as Record<string, unknown>
  for (const name of ['city', 'story', 'contact', 'count', 'size', 'friend']) expect(saved[name] ?? null).toBeNull()
})

test('another timezone keeps the stored instant and shows it as that zone’s time: 10:00 Tokyo is 02:00 London', async ({
  page,
}) => {
  const id = await make(page, `Zones ${Date.now()}`, {
    meeting: '2026-06-15T01:00:00.000Z',
    meeting_tz: 'Asia/Tokyo',
  })
  const meeting = page.getByTestId('input-meeting')
  await expect(meeting).toHaveValue(/10:00/)
  await chooseOption(page.getByTestId('timezone-meeting'), 'Europe/London')
  await expect(meeting).toHaveValue(/02:00/)
  await page.getByTestId('save').click()
  await expect.poll(async () => (await read(page, id)).meeting_tz).toBe('Europe/London')
  expect((await read(page, id)).meeting).toBe('2026-06-15T01:00:00.000Z')
  await open(page, id)
  await expect(page.getByTestId('input-meeting')).toHaveValue(/02:00/)
  await expectSelected(page.getByTestId('timezone-meeting'), 'Europe/London')
})

test('a date with one supported timezone has it fixed: the select is disabled and the date is stored in it', async ({
  page,
}) => {
  const id = await make(page, `One zone ${Date.now()}`)
  const zone = page.getByTestId('timezone-londonOnly')
  await expect(zone).toBeDisabled()
  await expectSelected(zone, 'Europe/London')
  await page.getByTestId('input-londonOnly').fill('2026-06-15T10:00')
  await page.getByTestId('save').click()
  await expect.poll(async () => (await read(page, id)).londonOnly).toBe('2026-06-15T09:00:00.000Z')
  expect((await read(page, id)).londonOnly_tz).toBe('Europe/London')
})

test('a textarea takes its admin.rows and right-to-left admin.rtl, and a text field its admin.autoComplete', async ({
  page,
}) => {
  const id = await make(page, `Rows ${Date.now()}`)
  const verse = page.getByTestId('input-verse')
  await expect(verse).toHaveAttribute('rows', '8')
  await expect(verse).toHaveAttribute('dir', 'rtl')
  await expect(page.getByTestId('input-street')).toHaveAttribute('autocomplete', 'street-address')
  // Right to left is how the text reads, not what it holds: it is saved as typed.
  await verse.fill('שלום עולם')
  await page.getByTestId('save').click()
  await expect.poll(async () => ((await read(page, id)) as Record<string, unknown>).verse).toBe('שלום עולם')
})
