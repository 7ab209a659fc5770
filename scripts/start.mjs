// npm start: the desktop app; where the Electron binary is missing, the same UI from the web host.
import { electronBinary, ensureBuilt, runForeground } from './lib.mjs'

ensureBuilt()
const electron = electronBinary()
if (electron) {
  runForeground(electron, ['.'])
} else {
  console.log(
    'Folio: the Electron binary is not installed (node node_modules/electron/install.js fetches it where there is internet); serving the same UI from the web host instead.',
  )
  runForeground(process.execPath, ['out/main/web-host.js'])
}
