import { resolve } from 'node:path'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { alias: { '@shared': resolve('src/shared'), '@renderer': resolve('src/renderer/src') } },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.mjs', 'bench/**/*.test.mjs'],
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
