/**
 * The built-in CMS's collections through the same round trip as the alt CMS's (support/round-trip-run):
 * one edit saved in Folio changes exactly what the same edit through REST changes, and a new document
 * starts from its fields' defaults.
 */
import { expect, test } from './fixtures'
import { createInEachCollection, saveOneEditInEachCollection } from './support/round-trip-run'

test('a document of every built-in collection saves one edit in Folio exactly as the same edit through REST', async ({
  page,
  host,
}) => {
  test.setTimeout(600_000)
  await page.goto('/admin')
  const covered = await saveOneEditInEachCollection(page, { hostUrl: host.url, route: '/admin' })
  test.info().annotations.push({ type: 'covered', description: covered.join(', ') })
  expect(covered).toEqual(expect.arrayContaining(['posts', 'categories']))
})

test('a new document of every built-in collection starts from its fields’ defaults and saves them', async ({
  page,
  host,
}) => {
  test.setTimeout(600_000)
  await page.goto('/admin')
  const covered = await createInEachCollection(page, { hostUrl: host.url, route: '/admin' })
  test.info().annotations.push({ type: 'covered', description: covered.join(', ') })
  expect(covered).toEqual(expect.arrayContaining(['categories']))
})
