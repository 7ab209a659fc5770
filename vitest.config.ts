import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    server: {
      deps: {
        // electron-store imports 'electron'; inlining it lets vi.mock('electron') reach that import.
        inline: ['electron-store'],
      },
    },
  },
})
