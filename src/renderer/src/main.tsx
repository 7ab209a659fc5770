import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { boot } from './app/boot'
import { useAppStore } from './stores/app-store'
import './styles/base.css'

// Ask the host for the first screen's data before React renders anything.
boot().catch((error: Error) => useAppStore.setState({ error: error.message }))

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
