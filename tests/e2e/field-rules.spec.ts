/**
 * Field options Payload's admin follows as rules, on src/cms/testing/alt-rules.ts: a new document
 * starts with its arrays' and blocks' default rows, filled with their own fields' defaults, and saves them;
 * a tabs field and tabs whose `admin.condition` fails are not shown, and the open tab is the first one shown.
 */
import { createDocument, rest } from './support/rest'
import { expect, test, useAltHost } from './support/alt-host'
import { chooseOption, optionValues } from './support/select'

const alt = useAltHost()

type Defaults = {
  items?: { id?: string; text?: string; note?: string }[]
  fixed?: { text?: string }[]
  people?: { person?: { name?: string; role?: string } }[]
  layout?: { blockType?: string; quote?: string; by?: string }[]
}

test("a new document starts with its arrays' and blocks' default rows and saves them", async ({ page }) => {
  await alt.signIn(page)
  // The schema is read once signed in; a document made through REST proves the collection is served.
  await createDocument(page, 'rul-defaults', { title: 'Seen by REST' })
  await page.goto(`${alt.host.url}/cms-admin/collections/rul-defaults/create`)
  await expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true')

  await expect(page.getByTestId('input-items.0.text')).toHaveValue('first item')
  await expect(page.getByTestId('input-items.1.text')).toHaveValue('second item')
  await expect(page.getByTestId('input-items.0.note')).toHaveValue('to check')
  // A read-only array shows its default rows, which cannot be changed, and offers no Add.
  await expect(page.getByTestId('input-fixed.0.text')).toHaveValue('defaultValue')
  await expect(page.getByTestId('input-fixed.1.text')).toHaveValue('defaultValue2')
  await expect(page.getByTestId('add-row-fixed')).toHaveCount(0)
  await expect(page.getByTestId('input-people.0.person.name')).toHaveValue('Ada')
  await expect(page.getByTestId('input-people.0.person.role')).toHaveValue('author')
  await expect(page.getByTestId('input-layout.0.quote')).toHaveValue('Say it once')
  await expect(page.getByTestId('input-layout.0.by')).toHaveValue('anonymous')

  const title = `Row defaults ${Date.now()}`
  await page.getByTestId('input-title').fill(title)
  await page.getByTestId('save').click()
  await expect(page).toHaveURL(/\/collections\/rul-defaults\/\d+/)
  const id = /\/collections\/rul-defaults\/(\d+)/.exec(page.url())![1]
  const saved = (await rest<Defaults>(page, `/rul-defaults/${id}`)).data
  expect(saved.items).toMatchObject([
    { text: 'first item', note: 'to check' },
    { text: 'second item', note: 'to check' },
  ])
  expect(saved.items?.[0]?.id).toBeTruthy()
  expect(saved.fixed).toMatchObject([{ text: 'defaultValue' }, { text: 'defaultValue2' }])
  expect(saved.people).toMatchObject([{ person: { name: 'Ada', role: 'author' } }])
  expect(saved.layout).toMatchObject([{ blockType: 'rul-quote', quote: 'Say it once', by: 'anonymous' }])
})

type Tabs = { showTabs?: boolean; showExtra?: boolean; mainText?: string; extraText?: string }

test('tabs whose condition fails are not shown, and the open tab moves to the first one shown', async ({ page }) => {
  await alt.signIn(page)
  const id = await createDocument(page, 'rul-tabs', { title: `Conditional tabs ${Date.now()}` })
  await page.goto(`${alt.host.url}/cms-admin/collections/rul-tabs/${id}`)
  await expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true')

  // The conditional first tab is not there, so Main opens; the whole conditional tabs field is not there.
  const tab = (name: string) => page.getByRole('tab', { name, exact: true })
  await expect(tab('Main')).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByTestId('input-mainText')).toBeVisible()
  await expect(tab('Extra')).toHaveCount(0)
  await expect(tab('Named')).toHaveCount(0)
  await expect(tab('Hidden Tab One')).toHaveCount(0)

  await page.getByTestId('input-showTabs').check()
  await expect(tab('Hidden Tab One')).toBeVisible()
  await expect(tab('Hidden Tab Two')).toBeVisible()
  await page.getByTestId('input-showExtra').check()
  await expect(tab('Extra')).toBeVisible()
  await expect(tab('Main')).toHaveAttribute('aria-selected', 'true')

  await tab('Extra').click()
  await page.getByTestId('input-extraText').fill('in the extra tab')
  await page.getByTestId('input-showExtra').uncheck()
  // The open tab's condition fails: it goes, and the first tab shown opens.
  await expect(tab('Extra')).toHaveCount(0)
  await expect(tab('Main')).toHaveAttribute('aria-selected', 'true')
  await page.getByTestId('input-mainText').fill('in the main tab')

  await page.getByTestId('save').click()
  await expect.poll(async () => (await rest<Tabs>(page, `/rul-tabs/${id}`)).data.mainText).toBe('in the main tab')
  const saved = (await rest<Tabs>(page, `/rul-tabs/${id}`)).data
  expect(saved).toMatchObject({ showTabs: true, showExtra: false, extraText: 'in the extra tab' })
})

type Options = { choice?: string; parts?: { blockType: string }[] }

test("a select's and a blocks field's filterOptions narrow what they offer as the data changes", async ({ page }) => {
  await alt.signIn(page)
  const id = await createDocument(page, 'rul-options', { title: `Filtered ${Date.now()}` })
  await page.goto(`${alt.host.url}/cms-admin/collections/rul-options/${id}`)
  await expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true')

  const choice = page.getByTestId('input-choice')
  const addType = page.getByTestId('add-type-parts')
  expect(await optionValues(choice)).toEqual(['', 'one', 'two', 'three'])
  expect(await optionValues(addType)).toEqual(['rul-first', 'rul-second', 'rul-third'])

  await page.getByTestId('input-noOne').check()
  await expect.poll(() => optionValues(choice)).toEqual(['', 'two', 'three'])
  await page.getByTestId('input-onlyBlock').fill('rul-second')
  // One block left: it is added without a choice of type.
  await expect(addType).toHaveCount(0)
  await page.getByTestId('add-row-parts').click()
  await expect(page.getByTestId('input-parts.0.second')).toBeVisible()
  await chooseOption(choice, 'two')

  await page.getByTestId('save').click()
  await expect.poll(async () => (await rest<Options>(page, `/rul-options/${id}`)).data.choice).toBe('two')
  const saved = (await rest<Options>(page, `/rul-options/${id}`)).data
  expect(saved.parts).toMatchObject([{ blockType: 'rul-second' }])
})
