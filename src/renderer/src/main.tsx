import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './shell/App'
import { boot } from './shell/boot'
import { useAppStore } from './core/stores/app-store'
import './ui/styles/tokens.css'
import './ui/styles/base.css'
// After base.css and every component's styles, where the button rules always stood (see Button.css).
import './ui/Button/Button.css'

/** A host that does not answer boot in this time still gets a screen (a spinner, then its error). */
const BOOT_WAIT_MS = 1000

const root = createRoot(document.getElementById('root')!)
let rendered = false
const render = () => {
  if (rendered) return
  rendered = true
  // As a transition React yields every few ms, so answers arriving meanwhile are handled at once
  // (the version diff sends its second request as soon as the first answer is in).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  )
}

// React renders once the host has answered boot and the first screen's requests are out: rendering
// before that only drew a placeholder, and held up the data requests behind it (~25 ms on a cold load).
boot()
  .catch((error: Error) => useAppStore.setState({ error: error.message }))
  .finally(render)
setTimeout(render, BOOT_WAIT_MS)
