import { defineConfig } from '@playwright/test'

// scripts/test.mjs finds (or installs) a Chromium and passes it here; Debian's is the default.
const executablePath = process.env.FOLIO_CHROMIUM || '/usr/bin/chromium'

export default defineConfig({
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  outputDir: 'test-results/artifacts',
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    viewport: { width: 1440, height: 900 },
  },
  projects: [
    {
      name: 'web',
      testDir: 'tests/e2e',
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath,
          // Flags for a closed network: no background fetches, updates or sync.
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
    {
      name: 'electron',
      testDir: 'tests/electron',
    },
  ],
})
