import { join } from 'node:path'
import { Linter } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, expect, it } from 'vitest'
import folioButtons, { namesButtonClass } from './folio-buttons.mjs'

const renderer = (p) => join(import.meta.dirname, '..', '..', 'src/renderer/src', p)

const lint = (file, code) =>
  new Linter({ configType: 'flat' })
    .verify(
      code,
      [
        {
          files: ['**/*.ts', '**/*.tsx'],
          languageOptions: { parser: tseslint.parser },
          plugins: { 'folio-ui': folioButtons },
          rules: { 'folio-ui/button-class': 'error' },
        },
      ],
      { filename: renderer(file) },
    )
    .map((m) => `${m.line}: ${m.message}`)

describe('the button-class rule', () => {
  it('tells the btn class and its modifiers from other classes', () => {
    expect(namesButtonClass('btn')).toBe(true)
    expect(namesButtonClass('btn btn--secondary btn--small')).toBe(true)
    expect(namesButtonClass(' btn--small')).toBe(true)
    expect(namesButtonClass('relationship__upload btn')).toBe(true)
    expect(namesButtonClass('submit-btn')).toBe(false)
    expect(namesButtonClass('btnish')).toBe(false)
    expect(namesButtonClass('rt-block__actions')).toBe(false)
  })

  it('fails lint on a made-up file styling buttons by hand, in every form a class string takes', () => {
    const code = [
      "import { Link } from 'react-router-dom'",
      "const small = 'btn btn--secondary btn--small'",
      'export const Made = ({ on }: { on: boolean }) => (',
      '  <>',
      '    <button type="button" className="btn">Save</button>',
      "    <button type=\"button\" className={`btn btn--secondary${on ? ' btn--active' : ''}`}>Filters</button>",
      '    <button type="button" className={small}>Retry</button>',
      '    <Link to="/admin" className="btn btn--secondary">Back</Link>',
      '  </>',
      ')',
      '',
    ].join('\n')
    expect(lint('features/list/made-up.tsx', code)).toEqual([
      expect.stringMatching(/^2: A button styled by hand/),
      expect.stringMatching(/^5: A button styled by hand/),
      expect.stringMatching(/^6: A button styled by hand/),
      expect.stringMatching(/^6: A button styled by hand/),
      expect.stringMatching(/^8: A button styled by hand/),
    ])
  })

  it('passes buttons drawn with ui/Button, other classes, and ui/Button itself', () => {
    const code = [
      "import { Button, ButtonLink } from '@renderer/ui/Button/Button'",
      'export const Made = () => (',
      '  <>',
      '    <Button variant="secondary" size="small" className="join__add">Add</Button>',
      '    <ButtonLink to="/admin">Back</ButtonLink>',
      '    <button type="button" className="rt-toolbar__button">B</button>',
      '  </>',
      ')',
      '',
    ].join('\n')
    expect(lint('fields/join/made-up.tsx', code)).toEqual([])
    expect(lint('ui/Button/made-up.ts', "export const look = 'btn btn--secondary'\n")).toEqual([])
  })
})
