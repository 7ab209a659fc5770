/** A chosen file's preview address (an object URL, freed when the file changes) and, for images, its pixel size. */
import { useEffect, useState } from 'react'

export interface ChosenPreview {
  url: string | null
  width: number | null
  height: number | null
}

const NONE: ChosenPreview = { url: null, width: null, height: null }

export function useChosenPreview(file: File | null): ChosenPreview {
  const [preview, setPreview] = useState<{ file: File; value: ChosenPreview } | null>(null)
  useEffect(() => {
    if (!file || !file.type.startsWith('image/')) return
    const url = URL.createObjectURL(file)
    const image = new Image()
    image.onload = () => setPreview({ file, value: { url, width: image.naturalWidth, height: image.naturalHeight } })
    // Not an image the browser can show (e.g. a broken file): no preview, nothing else.
    image.onerror = () => setPreview({ file, value: NONE })
    image.src = url
    return () => URL.revokeObjectURL(url)
  }, [file])
  return preview && preview.file === file ? preview.value : NONE
}
