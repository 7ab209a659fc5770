import { resolve } from 'node:path'
import { defineConfig } from 'electron-vite'
import react from '@vitejs/plugin-react'
import { classicChunks } from './src/renderer/build/classic-chunks'
import { screenChunks } from './src/renderer/build/screen-chunks'
import { inlineEarlyScript } from './src/renderer/build/inline-early-script'

/** The path aliases of tsconfig.node.json and tsconfig.web.json. */
const shared = { '@shared': resolve('src/shared') }

export default defineConfig({
  main: {
    resolve: { alias: shared },
    build: {
      outDir: 'out/main',
      rollupOptions: {
        // The Electron entry and the web host share the electron-free modules in src/main/core.
        input: {
          index: resolve('src/main/index.ts'),
          'web-host': resolve('src/main/web-host/index.ts'),
        },
      },
    },
  },
  preload: {
    resolve: { alias: shared },
    build: {
      outDir: 'out/preload',
      // A sandboxed preload must be one CommonJS file with nothing external but 'electron'.
      externalizeDeps: false,
      rollupOptions: {
        input: { index: resolve('src/preload/index.ts'), 'preview-popup': resolve('src/preload/preview-popup.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: 'src/renderer',
    resolve: { alias: { ...shared, '@renderer': resolve('src/renderer/src') } },
    plugins: [
      react(),
      {
        // electron-vite forces relative asset URLs (for file://). Folio serves the renderer from
        // folio://app/ and the web host, so absolute ones let deep links like /admin/collections/posts load.
        name: 'folio:absolute-base',
        config: () => ({ base: '/' }),
      },
      screenChunks(),
      // After screenChunks, which writes its data block before the early script's tag.
      inlineEarlyScript(resolve('src/renderer/public/folio-early.js')),
      classicChunks(),
    ],
    build: {
      outDir: 'out/renderer',
      // electron-vite leaves the renderer unminified; minified, the first screen parses less than half the code.
      minify: true,
      rollupOptions: {
        input: { index: resolve('src/renderer/index.html') },
        // Everything the entry loads statically in one file: otherwise the bundler splits out each module
        // a lazy screen shares with the shell (17 files beside the entry), and each costs the first load
        // a request, a cache read and a compile task of its own.
        output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } },
      },
    },
  },
})
