/*
 * Started while the app's scripts load: the current document screen's own scripts and styles (listed in
 * index.html by build/screen-chunks.ts) and, on the web host only (Electron's preload answers without a
 * round trip), the boot call, and the reads this URL's screen made last time (remembered by
 * shell/early-requests.ts).
 * The bridge (core/bridge/early-calls.ts) takes each answer once, only for the identical call; a read that
 * is no longer asked is simply not used. A plain script, put into index.html at build
 * (build/inline-early-script.ts): the hosts allow it by its hash, and no other inline script.
 */
/* global window, document, location -- a browser script */
;(function () {
  preloadScreen()
  if (window.folio || !window.fetch) return
  var BRIDGE = '/__folio/bridge/'
  var STORAGE_KEY = 'folio:first-requests'
  function call(channel, body) {
    return fetch(BRIDGE + channel, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-folio-bridge': '1' },
      body: body,
    })
  }
  var early = { at: Date.now(), boot: call('renderer:boot', ''), api: {} }
  try {
    var saved = JSON.parse(localStorage.getItem(STORAGE_KEY) || '{}')
    var bodies = saved[location.pathname + location.search] || []
    for (var i = 0; i < bodies.length; i++) early.api[bodies[i]] = call('renderer:api', bodies[i])
  } catch (e) {
    // Storage unavailable or unreadable: the screen asks as usual.
  }
  window.__folioEarly = early

  /** The document screen's own scripts and styles (build/screen-chunks.ts lists them), beside the entry's. */
  function preloadScreen() {
    var data = document.getElementById('folio-screen-chunks')
    var view = screenView(location.pathname)
    if (!data || !view) return
    var files
    try {
      files = JSON.parse(data.textContent || '{}')[view] || []
    } catch (e) {
      return
    }
    for (var i = 0; i < files.length; i++) {
      var link = document.createElement('link')
      link.rel = 'preload'
      link.as = /\.css$/.test(files[i]) ? 'style' : 'script'
      link.href = files[i]
      document.head.appendChild(link)
    }
  }

  /**
   * The document view a path shows, whatever the admin route before it: the longest, most specific path of
   * the route table that ends the URL (core/routes/routes.ts decides for real, knowing the admin route).
   */
  function screenView(pathname) {
    // route-table:start
    // Generated from the features' routes.tsx by shell/route-table.test.ts: edit those, not this.
    var SCREENS = [
      ['collections/:slug/:id/versions/:versionId', 'version'],
      ['globals/:slug/versions/:versionId', 'version'],
      ['collections/:slug/trash/:id', null],
      ['collections/:slug/:id/preview', 'edit'],
      ['collections/:slug/:id/versions', 'versions'],
      ['collections/:slug/:id/api', 'api'],
      ['collections/:slug/trash', null],
      ['globals/:slug/preview', 'edit'],
      ['globals/:slug/versions', 'versions'],
      ['globals/:slug/api', 'api'],
      ['collections/:slug/:id', 'edit'],
      ['collections/:slug', null],
      ['globals/:slug', 'edit'],
      ['account', null],
    ]
    // route-table:end
    for (var i = 0; i < SCREENS.length; i++) {
      var pattern = SCREENS[i][0]
        .split('/')
        .map(function (part) {
          return part.charAt(0) === ':' ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        })
        .join('\\/')
      if (new RegExp('\\/' + pattern + '\\/?$').test(pathname)) return SCREENS[i][1]
    }
    return null
  }
})()
