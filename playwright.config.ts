import { defineConfig } from '@playwright/test'
import { CHROMIUM_FLAGS } from './scripts/chromium-flags.mjs'
import { hostKeyCookies } from './tests/e2e/support/host-key'

// scripts/test.mjs finds (or installs) a Chromium and passes it here; Debian's is the default.
const executablePath = process.env.FOLIO_CHROMIUM || '/usr/bin/chromium'

export default defineConfig({
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two, one per core, in CI too: each worker has its own web host and CMS (tests/e2e/fixtures.ts), and a
  // test spends much of its time waiting on the CMS, so the second worker takes about a third off the run.
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  outputDir: 'test-results/artifacts',
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    viewport: { width: 1440, height: 900 },
    // Every test's browser is let into the tests' web hosts, as opening a host's printed address does.
    storageState: { cookies: hostKeyCookies(), origins: [] },
  },
  projects: [
    {
      name: 'web',
      testDir: 'tests/e2e',
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath,
          args: CHROMIUM_FLAGS,
        },
      },
    },
    {
      name: 'electron',
      testDir: 'tests/electron',
    },
  ],
})
