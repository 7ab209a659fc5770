/**
 * Every collection of the alt CMS (configs of every less common field option, none written for the demo)
 * through the round trip of support/round-trip-run: one edit saved in Folio changes exactly what the same
 * edit through REST changes, and a new document starts from its fields' defaults.
 */
import { expect, test, useAltHost } from './support/alt-host'
import { createInEachCollection, saveOneEditInEachCollection } from './support/round-trip-run'

const alt = useAltHost()
const admin = () => ({ hostUrl: alt.host.url, route: '/cms-admin' })

test('a document of every collection saves one edit in Folio exactly as the same edit through REST', async ({
  page,
}) => {
  test.setTimeout(600_000)
  await alt.signIn(page)
  const covered = await saveOneEditInEachCollection(page, admin())
  test.info().annotations.push({ type: 'covered', description: covered.join(', ') })
  // The collections of every field kind are among them (a filter gone wrong would cover none).
  expect(covered).toEqual(expect.arrayContaining(['specimens', 'notes', 'rel-holders']))
})

test('a new document of every collection starts from its fields’ defaults and saves them', async ({ page }) => {
  test.setTimeout(600_000)
  await alt.signIn(page)
  const covered = await createInEachCollection(page, admin())
  test.info().annotations.push({ type: 'covered', description: covered.join(', ') })
  expect(covered).toEqual(expect.arrayContaining(['specimens', 'notes', 'articles']))
})
