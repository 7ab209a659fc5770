// npm run web: build if needed, then serve the UI from the web host (plain Node).
import { ensureBuilt, runForeground } from './lib.mjs'

ensureBuilt()
runForeground(process.execPath, ['out/main/web-host.js'])
