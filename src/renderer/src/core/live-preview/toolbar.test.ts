import { describe, expect, it } from 'vitest'
import type { FolioBreakpoint } from '@shared/protocol'
import {
  breakpointOptions,
  clampSize,
  DEFAULT_ZOOM,
  frameStyle,
  frameStyleFor,
  currentBreakpoint,
  fixedSize,
  INITIAL_TOOLBAR_STATE,
  isZoomOption,
  normalizeZoom,
  pixelSize,
  sizeInputValues,
  toolbarReducer,
  ZOOM_OPTIONS,
  zoomLabel,
} from './toolbar'

const configured: FolioBreakpoint[] = [
  { name: 'mobile', label: 'Mobile', width: 375, height: 667 },
  { name: 'tablet', label: 'Tablet', width: '768', height: '1024px' },
  { name: 'fluid', label: 'Fluid', width: '100%', height: '100%' },
]

describe('breakpointOptions', () => {
  it('lists exactly the configured breakpoints, then Custom (no Responsive of its own)', () => {
    expect(breakpointOptions(configured)).toEqual([
      { name: 'mobile', label: 'Mobile', kind: 'configured', width: 375, height: 667 },
      { name: 'tablet', label: 'Tablet', kind: 'configured', width: 768, height: 1024 },
      { name: 'fluid', label: 'Fluid', kind: 'configured' },
      { name: 'custom', label: 'Custom', kind: 'custom' },
    ])
  })

  it('with none configured offers Custom alone, with its translated label', () => {
    expect(breakpointOptions(undefined, { custom: 'Benutzerdefiniert' })).toEqual([
      { name: 'custom', label: 'Benutzerdefiniert', kind: 'custom' },
    ])
  })

  it('drops duplicates and configured entries that clash with Custom; a missing label falls back to the name', () => {
    const options = breakpointOptions([
      { name: 'a', label: '', width: 1, height: 2 },
      { name: 'a', label: 'Again', width: 3, height: 4 },
      { name: 'custom', label: 'Mine too', width: 5, height: 6 },
    ])
    expect(options.map((o) => [o.name, o.label, o.kind])).toEqual([
      ['a', 'a', 'configured'],
      ['custom', 'Custom', 'custom'],
    ])
  })
})

describe('pixelSize', () => {
  it('reads numbers and plain pixel strings only', () => {
    expect(pixelSize(375)).toBe(375)
    expect(pixelSize('375')).toBe(375)
    expect(pixelSize(' 375px ')).toBe(375)
    expect(pixelSize('100%')).toBeNull()
    expect(pixelSize('50vw')).toBeNull()
    expect(pixelSize('')).toBeNull()
    expect(pixelSize(-1)).toBeNull()
    expect(pixelSize(Number.NaN)).toBeNull()
    expect(pixelSize(undefined)).toBeNull()
  })
})

describe('clampSize', () => {
  it('turns negatives, NaN, blanks and junk into 0 (minimum 0)', () => {
    expect(clampSize(-5)).toBe(0)
    expect(clampSize(-0.4)).toBe(0)
    expect(clampSize(0)).toBe(0)
    expect(clampSize(Number.NaN)).toBe(0)
    expect(clampSize(Number.POSITIVE_INFINITY)).toBe(0)
    expect(clampSize('')).toBe(0)
    expect(clampSize('  ')).toBe(0)
    expect(clampSize('abc')).toBe(0)
    expect(clampSize(null)).toBe(0)
    expect(clampSize(undefined)).toBe(0)
  })

  it('keeps positive sizes as whole pixels (numbers or input strings)', () => {
    expect(clampSize(375)).toBe(375)
    expect(clampSize('1024')).toBe(1024)
    expect(clampSize('-20')).toBe(0)
    expect(clampSize(12.6)).toBe(13)
  })
})

describe('zoom', () => {
  it('offers exactly 50, 75, 100, 125, 150, 200 percent, default 100', () => {
    expect([...ZOOM_OPTIONS]).toEqual([50, 75, 100, 125, 150, 200])
    expect(DEFAULT_ZOOM).toBe(100)
    expect(INITIAL_TOOLBAR_STATE.zoom).toBe(100)
    expect(ZOOM_OPTIONS.map(zoomLabel)).toEqual(['50%', '75%', '100%', '125%', '150%', '200%'])
  })

  it('accepts only those choices', () => {
    expect(isZoomOption(75)).toBe(true)
    expect(isZoomOption(80)).toBe(false)
    expect(isZoomOption('75')).toBe(false)
    expect(normalizeZoom(150)).toBe(150)
    expect(normalizeZoom('125%')).toBe(125)
    expect(normalizeZoom('200')).toBe(200)
    expect(normalizeZoom(0.5)).toBe(100)
    expect(normalizeZoom(300)).toBe(100)
    expect(normalizeZoom(undefined)).toBe(100)
  })
})

describe('toolbarReducer', () => {
  const options = breakpointOptions(configured)

  it('starts on the default breakpoint (the first option) at 100%', () => {
    expect(INITIAL_TOOLBAR_STATE).toEqual({ breakpoint: '', width: 0, height: 0, zoom: 100 })
    expect(currentBreakpoint(INITIAL_TOOLBAR_STATE, options)).toBe('mobile')
    expect(currentBreakpoint(INITIAL_TOOLBAR_STATE, breakpointOptions([]))).toBe('custom')
    expect(currentBreakpoint({ ...INITIAL_TOOLBAR_STATE, breakpoint: 'gone' }, options)).toBe('mobile')
  })

  it('picking a configured breakpoint takes its size; Custom and non-pixel ones keep the last size', () => {
    let s = toolbarReducer(INITIAL_TOOLBAR_STATE, { type: 'breakpoint', name: 'mobile', options })
    expect(s).toEqual({ breakpoint: 'mobile', width: 375, height: 667, zoom: 100 })
    s = toolbarReducer(s, { type: 'breakpoint', name: 'tablet', options })
    expect(s).toMatchObject({ breakpoint: 'tablet', width: 768, height: 1024 })
    s = toolbarReducer(s, { type: 'breakpoint', name: 'custom', options, shown: { width: 768, height: 1024 } })
    expect(s).toMatchObject({ breakpoint: 'custom', width: 768, height: 1024 })
    s = toolbarReducer(s, { type: 'breakpoint', name: 'fluid', options })
    expect(s).toMatchObject({ breakpoint: 'fluid', width: 768, height: 1024 })
  })

  it('picking Custom starts from the size shown (the default breakpoint or the measured frame)', () => {
    const s = toolbarReducer(INITIAL_TOOLBAR_STATE, {
      type: 'breakpoint',
      name: 'custom',
      options,
      shown: { width: 375, height: 667 },
    })
    expect(s).toEqual({ breakpoint: 'custom', width: 375, height: 667, zoom: 100 })
  })

  it('ignores unknown breakpoint names', () => {
    const s = toolbarReducer(INITIAL_TOOLBAR_STATE, { type: 'breakpoint', name: 'watch', options })
    expect(s).toBe(INITIAL_TOOLBAR_STATE)
  })

  it('typing a width or height switches to custom and clamps the value', () => {
    let s = toolbarReducer(INITIAL_TOOLBAR_STATE, { type: 'breakpoint', name: 'mobile', options })
    s = toolbarReducer(s, { type: 'width', value: '400', shown: { width: 375, height: 667 } })
    expect(s).toEqual({ breakpoint: 'custom', width: 400, height: 667, zoom: 100 })
    s = toolbarReducer(s, { type: 'height', value: -30, shown: { width: 400, height: 667 } })
    expect(s).toEqual({ breakpoint: 'custom', width: 400, height: 0, zoom: 100 })
    s = toolbarReducer(s, { type: 'height', value: 'x' })
    expect(s.height).toBe(0)
  })

  it('typing one axis on the default breakpoint or a frame filling the pane keeps the other as shown', () => {
    const s = toolbarReducer(INITIAL_TOOLBAR_STATE, { type: 'width', value: 500, shown: { width: 375, height: 667 } })
    expect(s).toEqual({ breakpoint: 'custom', width: 500, height: 667, zoom: 100 })
    const t = toolbarReducer(INITIAL_TOOLBAR_STATE, {
      type: 'height',
      value: 600,
      shown: { width: 1033.4, height: 812.6 },
    })
    expect(t).toEqual({ breakpoint: 'custom', width: 1033, height: 600, zoom: 100 })
  })

  it('zoom takes only the fixed choices', () => {
    let s = toolbarReducer(INITIAL_TOOLBAR_STATE, { type: 'zoom', value: 50 })
    expect(s.zoom).toBe(50)
    s = toolbarReducer(s, { type: 'zoom', value: 60 })
    expect(s.zoom).toBe(100)
  })

  it('fixedSize: the default and pixel breakpoints and Custom have one; non-pixel ones and an untyped Custom alone fill the pane', () => {
    expect(fixedSize(INITIAL_TOOLBAR_STATE, options)).toEqual({ width: 375, height: 667 })
    expect(fixedSize({ ...INITIAL_TOOLBAR_STATE, breakpoint: 'tablet' }, options)).toEqual({ width: 768, height: 1024 })
    expect(fixedSize({ ...INITIAL_TOOLBAR_STATE, breakpoint: 'custom', width: 5, height: 6 }, options)).toEqual({
      width: 5,
      height: 6,
    })
    expect(fixedSize({ ...INITIAL_TOOLBAR_STATE, breakpoint: 'fluid' }, options)).toBeNull()
    expect(fixedSize(INITIAL_TOOLBAR_STATE, breakpointOptions([]))).toBeNull()
  })
})

describe('frameStyle', () => {
  it('lays a sized frame out at its own size and scales it by the zoom', () => {
    expect(frameStyle({ width: 375, height: 667, zoom: 100 })).toEqual({
      scale: 1,
      container: { width: '375px', height: '667px', overflow: 'hidden' },
      frame: { width: '375px', height: '667px', transform: 'scale(1)', transformOrigin: 'top left' },
    })
    expect(frameStyle({ width: 375, height: 667, zoom: 50 })).toEqual({
      scale: 0.5,
      container: { width: '187.5px', height: '333.5px', overflow: 'hidden' },
      frame: { width: '375px', height: '667px', transform: 'scale(0.5)', transformOrigin: 'top left' },
    })
    expect(frameStyle({ width: 1024, height: 768, zoom: 200 }).container).toEqual({
      width: '2048px',
      height: '1536px',
      overflow: 'hidden',
    })
    expect(frameStyle({ width: 300, height: 300, zoom: 75 }).container).toEqual({
      width: '225px',
      height: '225px',
      overflow: 'hidden',
    })
  })

  it('fills the pane when it has no size: laid out at pane / zoom, then scaled', () => {
    expect(frameStyle({ zoom: 100 }).frame).toEqual({
      width: '100%',
      height: '100%',
      transform: 'scale(1)',
      transformOrigin: 'top left',
    })
    expect(frameStyle({ zoom: 50 }).frame).toMatchObject({ width: '200%', height: '200%', transform: 'scale(0.5)' })
    expect(frameStyle({ zoom: 75 }).frame).toMatchObject({ width: '133.333%', height: '133.333%' })
    expect(frameStyle({ zoom: 200 }).frame).toMatchObject({ width: '50%', height: '50%', transform: 'scale(2)' })
    expect(frameStyle({}).container).toEqual({ width: '100%', height: '100%', overflow: 'hidden' })
  })

  it('never produces negative or NaN sizes, and falls back to 100% for unknown zooms', () => {
    const s = frameStyle({ width: -10, height: Number.NaN, zoom: 33 })
    expect(s.scale).toBe(1)
    expect(s.frame).toMatchObject({ width: '0px', height: '0px' })
    expect(s.container).toMatchObject({ width: '0px', height: '0px' })
  })

  it('frameStyleFor picks fixed or pane-filling geometry from the toolbar state', () => {
    const options = breakpointOptions(configured)
    expect(frameStyleFor({ ...INITIAL_TOOLBAR_STATE, zoom: 50 }, options).frame.width).toBe('375px')
    const fluid = toolbarReducer(INITIAL_TOOLBAR_STATE, { type: 'breakpoint', name: 'fluid', options })
    expect(frameStyleFor({ ...fluid, zoom: 50 }, options).frame.width).toBe('200%')
    expect(frameStyleFor({ ...INITIAL_TOOLBAR_STATE, zoom: 50 }, breakpointOptions([])).frame.width).toBe('200%')
  })
})

describe('the size inputs', () => {
  const options = breakpointOptions(configured)

  it("show the default breakpoint's size at once, and the measured frame only where it fills the pane", () => {
    const measured = { width: 812.4, height: 640.6 }
    expect(sizeInputValues(INITIAL_TOOLBAR_STATE, options, null)).toEqual({ width: 375, height: 667 })
    const tablet = toolbarReducer(INITIAL_TOOLBAR_STATE, { type: 'breakpoint', name: 'tablet', options })
    expect(sizeInputValues(tablet, options, measured)).toEqual({ width: 768, height: 1024 })
    const fluid = toolbarReducer(tablet, { type: 'breakpoint', name: 'fluid', options })
    expect(sizeInputValues(fluid, options, measured)).toEqual({ width: 812, height: 641 })
    expect(sizeInputValues(fluid, options, null)).toEqual({ width: '', height: '' })
    expect(sizeInputValues(INITIAL_TOOLBAR_STATE, breakpointOptions([]), measured)).toEqual({ width: 812, height: 641 })
  })
})
