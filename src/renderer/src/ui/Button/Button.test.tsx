import { createRef, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { GridViewIcon } from '../Icon/Icon'
import { Button, ButtonFace, ButtonLink, buttonClassName, IconButton } from './Button'

const html = (node: ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>)

describe('Button', () => {
  it('is a real button of type button unless told to submit', () => {
    expect(html(<Button>Save</Button>)).toBe('<button type="button" class="btn">Save</button>')
    expect(html(<Button type="submit">Save</Button>)).toBe('<button type="submit" class="btn">Save</button>')
  })

  it('draws each variant and size with the classes the stylesheet knows', () => {
    expect(buttonClassName({})).toBe('btn')
    expect(buttonClassName({ variant: 'secondary' })).toBe('btn btn--secondary')
    expect(buttonClassName({ variant: 'danger' })).toBe('btn btn--danger')
    expect(buttonClassName({ variant: 'ghost' })).toBe('btn btn--ghost')
    expect(buttonClassName({ variant: 'secondary', size: 'small', active: true }, 'join__add')).toBe(
      'btn btn--secondary btn--small btn--active join__add',
    )
    expect(
      html(
        <Button variant="danger" size="small">
          Remove
        </Button>,
      ),
    ).toContain('class="btn btn--danger btn--small"')
  })

  it('passes on every native prop: disabled, form, test id, aria, handlers', () => {
    const markup = html(
      <Button type="submit" form="sign-in" disabled data-testid="submit" aria-expanded={false}>
        Go
      </Button>,
    )
    expect(markup).toBe(
      '<button form="sign-in" disabled="" data-testid="submit" aria-expanded="false" type="submit" class="btn">Go</button>',
    )
  })

  it('hands its ref to the button element', () => {
    const ref = createRef<HTMLButtonElement>()
    const element = Button({ ref, children: 'x' })
    expect(element.props.ref).toBe(ref)
    expect(element.type).toBe('button')
  })

  it('names an icon-only button for screen readers and as its tooltip', () => {
    const markup = html(<IconButton icon={GridViewIcon} label="Grid" variant="secondary" aria-pressed />)
    expect(markup).toMatch(
      /^<button aria-pressed="true" aria-label="Grid" title="Grid" type="button" class="btn btn--secondary"><svg/,
    )
  })

  it('draws links, file-input labels and the current tab with the same look', () => {
    expect(
      html(
        <ButtonLink to="/admin" variant="secondary" size="small">
          Back
        </ButtonLink>,
      ),
    ).toBe('<a class="btn btn--secondary btn--small" href="/admin" data-discover="true">Back</a>')
    expect(
      html(
        <ButtonFace as="label" htmlFor="files" variant="secondary">
          Pick
        </ButtonFace>,
      ),
    ).toBe('<label for="files" class="btn btn--secondary">Pick</label>')
    expect(
      html(
        <ButtonFace as="span" size="small" active aria-current="page">
          Trash
        </ButtonFace>,
      ),
    ).toBe('<span aria-current="page" class="btn btn--small btn--active">Trash</span>')
  })
})
