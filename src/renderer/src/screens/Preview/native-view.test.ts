import { describe, expect, it } from 'vitest'
import { boundsOf, sameBounds, usesNativeView } from './native-view'

describe('usesNativeView', () => {
  it('puts a frontend on another origin than the CMS in the desktop app’s native view', () => {
    expect(usesNativeView('electron', 'http://localhost:3001/posts/hello', 'http://localhost:3000')).toBe(true)
  })

  it('keeps the iframe in the web host, and for a page on the CMS’s own origin', () => {
    expect(usesNativeView('web', 'http://localhost:3001/posts/hello', 'http://localhost:3000')).toBe(false)
    expect(usesNativeView('electron', 'http://localhost:3000/preview/posts/1', 'http://localhost:3000/')).toBe(false)
  })

  it('never for no page or one that is not on the web', () => {
    expect(usesNativeView('electron', null, 'http://localhost:3000')).toBe(false)
    expect(usesNativeView('electron', undefined, 'http://localhost:3000')).toBe(false)
    expect(usesNativeView('electron', 'file:///etc/passwd', 'http://localhost:3000')).toBe(false)
    // Not signed in to a server yet: any web page is off its origin.
    expect(usesNativeView('electron', 'https://site.example/', null)).toBe(true)
  })
})

describe('boundsOf', () => {
  it('takes the pane’s box in the window, never with a negative size', () => {
    expect(boundsOf({ left: 640, top: 96.5, width: 560, height: 700 })).toEqual({
      x: 640,
      y: 96.5,
      width: 560,
      height: 700,
    })
    expect(boundsOf({ left: 0, top: 0, width: -1, height: 10 })).toEqual({ x: 0, y: 0, width: 0, height: 10 })
  })

  it('keeps only the part inside the window when the pane is scrolled partly out of it', () => {
    const viewport = { width: 1280, height: 800 }
    // 120 px above the top edge: the view starts at the edge, 120 px shorter.
    expect(boundsOf({ left: 640, top: -120, width: 560, height: 700 }, viewport)).toEqual({
      x: 640,
      y: 0,
      width: 560,
      height: 580,
    })
    // Running past the bottom and right edges.
    expect(boundsOf({ left: 1000, top: 500, width: 560, height: 700 }, viewport)).toEqual({
      x: 1000,
      y: 500,
      width: 280,
      height: 300,
    })
    // Entirely out of sight: nothing to show.
    expect(boundsOf({ left: 0, top: -900, width: 560, height: 700 }, viewport).height).toBe(0)
  })

  it('tells an unchanged box from a moved one, so only moves are sent to main', () => {
    const box = { x: 1, y: 2, width: 3, height: 4 }
    expect(sameBounds(null, box)).toBe(false)
    expect(sameBounds({ ...box }, box)).toBe(true)
    expect(sameBounds({ ...box, y: 3 }, box)).toBe(false)
  })
})
