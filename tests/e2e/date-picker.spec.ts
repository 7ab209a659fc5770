/**
 * The date picker draws in the UI language and follows each field's `admin.date` (Payload's picker
 * appearances), picks by mouse and by keyboard, keeps a typed date it cannot read as typed (and no
 * save sends it), and clears. Driven against the alt CMS (src/cms/testing/alt-dates.ts).
 */
import type { Page } from '@playwright/test'
import { rest } from './support/rest'
import { expect, test, useAltHost } from './support/alt-host'

const alt = useAltHost()

type Appointment = { id: number; day?: string | null; meeting?: string | null; month?: string | null }

/** The instant of a local wall time in the page's own zone (the picker's zone). */
const localInstant = (page: Page, parts: [number, number, number, number, number]) =>
  page.evaluate(([y, m, d, h, min]) => new Date(y, m, d, h, min).toISOString(), parts)

async function openAppointment(page: Page, language: 'en' | 'de', data: Partial<Appointment> = {}) {
  await page.addInitScript(`localStorage.setItem('folio-language', '${language}')`)
  await alt.signIn(page)
  const title = `Appointment ${Date.now()}-${Math.random().toString(36).slice(2, 6)}`
  const created = await rest<{ doc: Appointment }>(
    page,
    '/appointments',
    {},
    { method: 'POST', body: { title, ...data } },
  )
  expect(created.ok).toBe(true)
  const id = created.data.doc.id
  await page.goto(`${alt.host.url}/cms-admin/collections/appointments/${id}`)
  await expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true')
  return id
}

const read = async (page: Page, id: number) => (await rest<Appointment>(page, `/appointments/${id}`)).data

const calendarOf = (page: Page) => page.locator('.date-picker__calendar')

/** Saves; what was saved is then read back with expect.poll (an earlier save's toast may still show). */
async function save(page: Page) {
  await page.getByTestId('save').click()
  await expect(page.getByTestId('toast-success').last()).toBeVisible()
}

test('in German the calendar names the months and days in German, and an unreadable date is refused in German', async ({
  page,
}) => {
  const noon = new Date(2026, 5, 15, 12).toISOString()
  const id = await openAppointment(page, 'de', { day: noon })
  const input = page.getByTestId('input-day')
  await expect(input).toHaveValue('15. Juni 2026')
  await input.click()
  const calendar = calendarOf(page)
  await expect(calendar).toBeVisible()
  await expect(calendar.locator('.react-datepicker__current-month')).toHaveText('Juni 2026')
  await expect(calendar.locator('.react-datepicker__day-name').first()).toHaveText(/^(Mo|So)/)

  await input.fill('15. Juno 2026')
  await expect(page.getByTestId('error-day')).toHaveText('Dieses Feld hat einen inkorrekten Wert.')
  await page.keyboard.press('Tab')
  // Kept as typed after leaving the input, and not sent.
  await expect(input).toHaveValue('15. Juno 2026')
  await page.keyboard.press('ControlOrMeta+s')
  await expect(page.getByTestId('toast-error').last()).toBeVisible()
  expect((await read(page, id)).day).toBe(noon)
})

test('a day-only date is picked by mouse and by keyboard, and cleared', async ({ page }) => {
  const id = await openAppointment(page, 'en', { day: new Date(2026, 5, 15, 12).toISOString() })
  const input = page.getByTestId('input-day')
  // Payload's own format for dayOnly in English.
  await expect(input).toHaveValue('Jun 15')
  await input.click()
  const calendar = calendarOf(page)
  await expect(calendar.locator('.react-datepicker__current-month')).toHaveText('June 2026')
  await calendar.locator('.react-datepicker__day--020:not(.react-datepicker__day--outside-month)').click()
  await expect(calendar).toBeHidden()
  await expect(input).toHaveValue('Jun 20')
  await save(page)
  await expect.poll(async () => (await read(page, id)).day).toBe(await localInstant(page, [2026, 5, 20, 12, 0]))

  // Keyboard: focus opens it, Arrow Down enters the month at the chosen day, the arrows move, Enter picks.
  await input.blur()
  await input.focus()
  await expect(calendar).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await expect(calendar.locator('.react-datepicker__day--020')).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(calendar.locator('.react-datepicker__day--021')).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(calendar.locator('.react-datepicker__day--028')).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(calendar).toBeHidden()
  await expect(input).toHaveValue('Jun 28')
  await save(page)
  await expect.poll(async () => (await read(page, id)).day).toBe(await localInstant(page, [2026, 5, 28, 12, 0]))

  // Escape closes the calendar and leaves the focus in the input.
  await input.blur()
  await input.focus()
  await expect(calendar).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Escape')
  await expect(calendar).toBeHidden()
  await expect(input).toBeFocused()

  await page.getByTestId('input-day-clear').click()
  await expect(input).toHaveValue('')
  await save(page)
  await expect.poll(async () => (await read(page, id)).day ?? null).toBeNull()
})

test('a day-and-time date takes the day and the time from its list (the field’s 15 minutes, 24-hour), or typed', async ({
  page,
}) => {
  const id = await openAppointment(page, 'en', { meeting: new Date(2026, 5, 15, 9, 0).toISOString() })
  const input = page.getByTestId('input-meeting')
  await expect(input).toHaveValue('Jun 15, 2026 9:00 AM')
  await input.click()
  const calendar = calendarOf(page)
  await calendar.locator('.react-datepicker__day--018:not(.react-datepicker__day--outside-month)').click()
  const times = calendar.locator('.react-datepicker__time-list-item')
  await expect(times.filter({ hasText: /^10:15$/ })).toHaveCount(1)
  await expect(times.filter({ hasText: /^10:10$/ })).toHaveCount(0)
  await times.filter({ hasText: /^10:15$/ }).click()
  await expect(input).toHaveValue('Jun 18, 2026 10:15 AM')
  await save(page)
  await expect.poll(async () => (await read(page, id)).meeting).toBe(await localInstant(page, [2026, 5, 18, 10, 15]))

  // Typed, as the shown format or as ISO.
  await input.fill('Jun 19, 2026 4:30 PM')
  await page.keyboard.press('Tab')
  await expect(input).toHaveValue('Jun 19, 2026 4:30 PM')
  await save(page)
  await expect.poll(async () => (await read(page, id)).meeting).toBe(await localInstant(page, [2026, 5, 19, 16, 30]))
  await input.fill('2026-06-21T08:45')
  await page.keyboard.press('Tab')
  await expect(input).toHaveValue('Jun 21, 2026 8:45 AM')
  await save(page)
  await expect.poll(async () => (await read(page, id)).meeting).toBe(await localInstant(page, [2026, 5, 21, 8, 45]))
})

test('an unreadable typed date is kept as typed and blocks the save with a message, never sent as null', async ({
  page,
}) => {
  const stored = new Date(2026, 5, 15, 9, 0).toISOString()
  const id = await openAppointment(page, 'en', { meeting: stored })
  const input = page.getByTestId('input-meeting')
  await input.fill('Jun 15, 2026 9:0x AM')
  await expect(page.getByTestId('error-meeting')).toHaveText('This field has an invalid input.')
  await page.keyboard.press('Tab')
  await expect(input).toHaveValue('Jun 15, 2026 9:0x AM')
  await page.getByTestId('save').click()
  await expect(page.getByTestId('toast-error').last()).toContainText('Meeting')
  expect((await read(page, id)).meeting).toBe(stored)
  // Put right, it saves.
  await input.fill('Jun 15, 2026 9:05 AM')
  await expect(page.getByTestId('error-meeting')).toHaveCount(0)
  await save(page)
  await expect.poll(async () => (await read(page, id)).meeting).toBe(await localInstant(page, [2026, 5, 15, 9, 5]))
})

test('a month-only date picks a month; minDate and maxDate leave the days outside them disabled', async ({ page }) => {
  const id = await openAppointment(page, 'en', { month: new Date(2026, 5, 1, 12).toISOString() })
  const input = page.getByTestId('input-month')
  await expect(input).toHaveValue('June')
  await input.click()
  const calendar = calendarOf(page)
  await calendar.locator('.react-datepicker__month-text', { hasText: 'Mar' }).click()
  await expect(input).toHaveValue('March')
  await save(page)
  await expect
    .poll(async () => {
      const month = new Date((await read(page, id)).month!)
      return [month.getFullYear(), month.getMonth()]
    })
    .toEqual([2026, 2])

  const window = page.getByTestId('input-window')
  await window.fill('06/15/2026')
  await window.click()
  await expect(
    calendar.locator('.react-datepicker__day--009:not(.react-datepicker__day--outside-month)'),
  ).toHaveAttribute('aria-disabled', 'true')
  await expect(
    calendar.locator('.react-datepicker__day--012:not(.react-datepicker__day--outside-month)'),
  ).toHaveAttribute('aria-disabled', 'false')
  // A day outside them typed is not taken silently: it is kept and refused.
  await window.fill('06/25/2026')
  await expect(page.getByTestId('error-window')).toBeVisible()
})
