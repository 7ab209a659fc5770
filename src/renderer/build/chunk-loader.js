/*
 * The renderer's chunk loader, put at the top of the entry script by build/classic-chunks.ts. The build
 * writes every chunk as a classic script that hands its CommonJS body to `define`; this runs the bodies
 * on `require` (each once), and `load` fetches a lazy chunk with the chunks and styles it needs (listed
 * by the build in index.html) before running it. Plain script: it runs before any module code.
 */
/* global self, document -- a browser script */
;(function (scope) {
  if (scope.__folioChunks) return
  var GRAPH_ID = 'folio-chunk-graph'
  var factories = {}
  var modules = {}
  var scripts = {}
  var styles = {}
  var graph = null
  var current = document.currentScript
  var base = current && current.src ? current.src.replace(/[^/]*$/, '') : '/assets/'

  /** "./Edit-1a2b.js" or "Edit-1a2b.js": the file's name in the assets folder. */
  function fileOf(specifier) {
    return String(specifier).replace(/^\.\//, '')
  }

  function define(file, factory) {
    if (!factories[file]) factories[file] = factory
  }

  function require(specifier) {
    var file = fileOf(specifier)
    if (Object.prototype.hasOwnProperty.call(modules, file)) return modules[file].exports
    var factory = factories[file]
    if (!factory) throw new Error('Folio: the script ' + file + ' is not loaded')
    var module = { exports: {} }
    // Set before the body runs, so chunks that import each other in a cycle see each other's exports.
    modules[file] = module
    factory.call(undefined, require, module.exports, module)
    return module.exports
  }

  function chunkGraph() {
    if (graph) return graph
    var data = document.getElementById(GRAPH_ID)
    try {
      graph = JSON.parse((data && data.textContent) || '{}')
    } catch (error) {
      graph = {}
    }
    return graph
  }

  function script(file) {
    if (factories[file]) return Promise.resolve()
    if (scripts[file]) return scripts[file]
    scripts[file] = new Promise(function (resolve, reject) {
      var element = document.createElement('script')
      element.src = base + file
      element.async = true
      element.onload = function () {
        if (factories[file]) resolve()
        else fail(new Error('Folio: the script ' + file + ' did not register'))
      }
      element.onerror = function () {
        fail(new Error('Folio: the script ' + file + ' could not be loaded'))
      }
      function fail(error) {
        // A failed script may load on a later try (the host restarting, a network blip).
        delete scripts[file]
        element.remove()
        reject(error)
      }
      document.head.appendChild(element)
    })
    return scripts[file]
  }

  function style(file) {
    if (styles[file]) return styles[file]
    var href = base + file
    var existing = document.querySelector('link[rel="stylesheet"][href="' + href + '"]')
    if (existing) return (styles[file] = Promise.resolve())
    styles[file] = new Promise(function (resolve, reject) {
      var element = document.createElement('link')
      element.rel = 'stylesheet'
      element.href = href
      element.onload = function () {
        resolve()
      }
      element.onerror = function () {
        delete styles[file]
        element.remove()
        reject(new Error('Folio: the styles ' + file + ' could not be loaded'))
      }
      document.head.appendChild(element)
    })
    return styles[file]
  }

  /** A lazy chunk's exports, once it, the chunks it imports and its styles are in. */
  function load(specifier) {
    var file = fileOf(specifier)
    var needs = chunkGraph()[file] || { js: [file], css: [] }
    var waits = needs.js.map(script).concat(needs.css.map(style))
    return Promise.all(waits).then(function () {
      return require(file)
    })
  }

  scope.__folioChunks = { define: define, require: require, load: load }
})(self)
