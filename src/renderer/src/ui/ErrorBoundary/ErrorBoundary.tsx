import { Component, type ErrorInfo, type ReactNode } from 'react'
import { Button } from '../Button/Button'
import './ErrorBoundary.css'

interface State {
  error: Error | null
}

/** A render error shows what went wrong and a way out, instead of a blank window. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Folio render error', error, info.componentStack)
  }

  override render() {
    const { error } = this.state
    if (!error) return this.props.children
    return (
      <div className="error-boundary" role="alert" data-testid="error-boundary">
        <h1 className="error-boundary__title">Something went wrong</h1>
        <p className="error-boundary__message">{error.message || String(error)}</p>
        <div className="error-boundary__actions">
          <Button onClick={() => this.setState({ error: null })}>Try again</Button>
          <Button variant="secondary" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </div>
      </div>
    )
  }
}
