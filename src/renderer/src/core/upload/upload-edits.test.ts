import { describe, expect, it } from 'vitest'
import { cropReadyForAutosave, uploadEditsToSend } from './upload-edits'

const image = { width: 400, height: 200 }
const half = { box: { x: 50, y: 0, width: 50, height: 100 }, image }
const still = { x: 50, y: 50, moved: false }

describe('uploadEditsToSend', () => {
  it('sends nothing when neither the focal point moved nor a crop is drawn', () => {
    expect(uploadEditsToSend({ focal: still, crop: null, drawing: false, autosave: true })).toBeNull()
  })

  it('sends a moved focal point, with a save and with autosave', () => {
    const focal = { x: 20, y: 70, moved: true }
    for (const autosave of [false, true])
      expect(uploadEditsToSend({ focal, crop: null, drawing: false, autosave })).toEqual({
        focalPoint: { x: 20, y: 70 },
      })
  })

  it('sends a drawn crop with the current focal point, moved or not', () => {
    const sent = uploadEditsToSend({ focal: still, crop: half, drawing: false, autosave: true })
    expect(sent).toMatchObject({ widthInPixels: 200, heightInPixels: 200, focalPoint: { x: 50, y: 50 } })
    expect(sent?.crop).toMatchObject({ unit: '%', width: 50, height: 100 })
  })

  it('autosave leaves out a crop still being drawn, but not the moved focal point', () => {
    expect(uploadEditsToSend({ focal: still, crop: half, drawing: true, autosave: true })).toBeNull()
    expect(
      uploadEditsToSend({ focal: { x: 1, y: 2, moved: true }, crop: half, drawing: true, autosave: true }),
    ).toEqual({
      focalPoint: { x: 1, y: 2 },
    })
  })

  it('a manual save sends the crop as it is, drawn to the end or not', () => {
    expect(uploadEditsToSend({ focal: still, crop: half, drawing: true, autosave: false })?.crop).toBeDefined()
  })

  it('the whole image is no crop', () => {
    const whole = { box: { x: 0, y: 0, width: 100, height: 100 }, image }
    expect(uploadEditsToSend({ focal: still, crop: whole, drawing: false, autosave: true })).toBeNull()
  })
})

describe('cropReadyForAutosave', () => {
  it('is a drawn crop that cuts something off, once the editor is done drawing', () => {
    expect(cropReadyForAutosave(half, false)).toBe(true)
    expect(cropReadyForAutosave(half, true)).toBe(false)
    expect(cropReadyForAutosave(null, false)).toBe(false)
  })

  it('is not a box that rounds to the whole image (nothing would be sent, nor reset)', () => {
    const almost = { box: { x: 0, y: 0, width: 99.9, height: 100 }, image }
    expect(cropReadyForAutosave(almost, false)).toBe(false)
  })
})
