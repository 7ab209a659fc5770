import { describe, expect, it } from 'vitest'
import { linkedScreen, type LinkIntent } from './link-intent'

const here = { origin: 'http://127.0.0.1:5000', pathname: '/admin', search: '' }
const press: LinkIntent = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
}
const link = (href: string, target = '', attributes: string[] = []) => ({
  href,
  target,
  hasAttribute: (name: string) => attributes.includes(name),
})

describe('linkedScreen', () => {
  it('gives the path and query of a same-origin link pressed with the main button', () => {
    expect(linkedScreen(press, link('http://127.0.0.1:5000/admin/collections/posts?page=2'), here)).toEqual({
      pathname: '/admin/collections/posts',
      search: '?page=2',
    })
    expect(linkedScreen(press, link('/admin/collections/posts/7/versions'), here)).toEqual({
      pathname: '/admin/collections/posts/7/versions',
      search: '',
    })
  })

  it('ignores what does not open a screen here: other buttons, modifier keys, other targets, downloads, other origins', () => {
    const posts = link('/admin/collections/posts')
    expect(linkedScreen({ ...press, button: 1 }, posts, here)).toBeNull()
    expect(linkedScreen({ ...press, metaKey: true }, posts, here)).toBeNull()
    expect(linkedScreen({ ...press, ctrlKey: true }, posts, here)).toBeNull()
    expect(linkedScreen({ ...press, shiftKey: true }, posts, here)).toBeNull()
    expect(linkedScreen({ ...press, altKey: true }, posts, here)).toBeNull()
    expect(linkedScreen({ ...press, defaultPrevented: true }, posts, here)).toBeNull()
    expect(linkedScreen(press, link('/admin/collections/posts', '_blank'), here)).toBeNull()
    expect(linkedScreen(press, link('/api/media/file/a.png', '', ['download']), here)).toBeNull()
    expect(linkedScreen(press, link('https://payloadcms.com/docs'), here)).toBeNull()
    expect(linkedScreen(press, null, here)).toBeNull()
  })

  it('asks nothing for a link to the screen already shown', () => {
    expect(linkedScreen(press, link('/admin'), here)).toBeNull()
    expect(linkedScreen(press, link('/admin#top'), here)).toBeNull()
  })
})
