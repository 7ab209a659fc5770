import type { PreviewPageConfig } from './page-config.js'

const escapeHTML = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

// JSON inside <script>: neutralise "</script>" and friends.
const scriptJSON = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c')

const STYLES = `
  :root { color-scheme: light dark; background: Canvas; color: CanvasText; font-family: system-ui, sans-serif; line-height: 1.5; }
  body { margin: 0; }
  main { max-width: 860px; margin: 0 auto; padding: 24px 16px 64px; }
  header.bar { display: flex; gap: 12px; align-items: center; font-size: 12px; opacity: .7; }
  .status { padding: 2px 8px; border-radius: 999px; border: 1px solid currentColor; }
  img { max-width: 100%; height: auto; }
  ul.tags { display: flex; flex-wrap: wrap; gap: 6px; list-style: none; padding: 0; }
  ul.tags li { padding: 2px 8px; border-radius: 999px; background: rgba(127,127,127,.18); font-size: 13px; }
  .block { border-left: 3px solid rgba(127,127,127,.4); padding: 4px 12px; margin: 16px 0; }
  .callout { padding: 8px 12px; border-radius: 6px; background: rgba(80,140,255,.15); }
  .badge { padding: 0 6px; border-radius: 4px; background: rgba(80,200,120,.25); }
  table { border-collapse: collapse; } td, th { border: 1px solid rgba(127,127,127,.5); padding: 4px 8px; }
  .error { color: #c0392b; }
`

export const renderPreviewPage = (config: PreviewPageConfig, title: string): string => `<!doctype html>
<html lang="${escapeHTML(config.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHTML(title)}</title>
<style>${STYLES}</style>
<script type="importmap">${scriptJSON({ imports: { '@payloadcms/live-preview': '/vendor/live-preview/index.js' } })}</script>
<script type="application/json" id="folio-preview-config">${scriptJSON(config)}</script>
<script type="module" src="/assets/preview.js"></script>
<script type="module" src="${escapeHTML(`${config.cmsURL}${config.apiRoute}/folio/visual-editing.js`)}"></script>
</head>
<body>
<main data-testid="preview-root">
  <header class="bar">
    <span class="status" data-testid="preview-status">loading</span>
    <span data-testid="preview-locale">${escapeHTML(config.locale)}</span>
    <span>updates: <span data-testid="preview-update-count">0</span></span>
    <span>schemas: <span data-testid="preview-schema-count">0</span></span>
    <span>saves: <span data-testid="preview-document-events">0</span></span>
  </header>
  <div data-testid="preview-content"></div>
</main>
</body>
</html>
`
