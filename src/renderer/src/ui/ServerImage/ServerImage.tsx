/**
 * An image of a file on the connected server (an upload's thumbnail, size or original): loaded by the
 * browser, or, where its collection lets only signed-in users read files, read by the host with the
 * session and shown from a blob: URL (core/lib/use-session-image.ts). Public files stay plain loads.
 */
import type { ImgHTMLAttributes } from 'react'
import { useSessionImage } from '../../core/lib/use-session-image'

type ServerImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & { src: string; alt: string }

export function ServerImage({ src, alt, loading, ...rest }: ServerImageProps) {
  const { watch, shown, onError, via } = useSessionImage(src, loading === 'lazy')
  return <img {...rest} ref={watch} src={shown} alt={alt} loading={loading} onError={onError} data-image-via={via} />
}
