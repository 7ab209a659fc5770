// Flags for headless Chromium on a closed network (no background fetches, updates or sync), shared by
// the e2e tests (playwright.config.ts) and the benchmark (bench/run.mjs).
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
