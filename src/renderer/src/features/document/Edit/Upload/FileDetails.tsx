/** A file as the editor sees it: its image, name (a link to the stored file), size, type and pixel size. */
import { useI18n, useT } from '../../../../core/i18n/i18n-store'
import { formatFileSize } from '../../../../core/lib/format'
import { ServerImage } from '../../../../ui/ServerImage/ServerImage'

export interface FileFacts {
  name: string
  /** The stored file's address; absent for a file not uploaded yet. */
  href?: string | null
  size?: number | null
  type?: string | null
  width?: number | null
  height?: number | null
  preview?: string | null
}

export function FileDetails({ file, testId }: { file: FileFacts; testId: string }) {
  const t = useT()
  const language = useI18n((s) => s.language)
  const dimensions = file.width && file.height ? `${file.width} × ${file.height}` : null
  return (
    <div className="file-details" data-testid={testId}>
      {file.preview ? (
        <ServerImage className="file-details__thumb" src={file.preview} alt="" data-testid="file-preview" />
      ) : (
        <span className="file-details__thumb file-details__thumb--none" aria-hidden="true" />
      )}
      <dl className="file-details__facts">
        <dt>{t('upload:fileName')}</dt>
        <dd data-testid="file-name">
          {file.href ? (
            <a href={file.href} target="_blank" rel="noreferrer">
              {file.name}
            </a>
          ) : (
            file.name
          )}
        </dd>
        {typeof file.size === 'number' && (
          <>
            <dt>{t('upload:fileSize')}</dt>
            <dd data-testid="file-size">{formatFileSize(file.size, language)}</dd>
          </>
        )}
        {file.type && (
          <>
            <dt>MIME</dt>
            <dd data-testid="file-type">{file.type}</dd>
          </>
        )}
        {dimensions && (
          <>
            <dt>
              {t('upload:width')} × {t('upload:height')}
            </dt>
            <dd data-testid="file-dimensions">{dimensions}</dd>
          </>
        )}
      </dl>
    </div>
  )
}
