/** Search box, options select and (for uploads) the file button of a relationship or upload field. */
import { fieldId } from '../FieldShell'
import { useFieldContext } from '../context'
import type { Choice } from './refs'

interface PickerProps {
  path: string
  search: string
  onSearch: (search: string) => void
  /** Options not chosen yet. */
  options: Choice[]
  /** Options show their collection's slug first. */
  polymorphic: boolean
  onChoose: (key: string) => void
  /** The accepted file types of the upload collection; absent for relationships. */
  upload: { accept: string | undefined; onFile: (file: File) => void } | null
}

export function Picker({ path, search, onSearch, options, polymorphic, onChoose, upload }: PickerProps) {
  const { t } = useFieldContext()
  return (
    <div className="relationship__picker">
      <input
        className="input"
        type="search"
        placeholder={t('general:searchBy', { label: '' }).trim()}
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        aria-label={t('general:selectValue')}
        data-testid={`search-${path}`}
      />
      <select
        id={fieldId(path)}
        className="select"
        value=""
        onChange={(e) => onChoose(e.target.value)}
        data-testid={`select-${path}`}
      >
        <option value="">{t('general:selectValue')}</option>
        {options.map((c) => (
          <option key={c.key} value={c.key}>
            {polymorphic ? `${c.relationTo}: ` : ''}
            {c.title}
          </option>
        ))}
      </select>
      {upload && (
        <label className="btn btn--secondary btn--small relationship__upload">
          {t('upload:selectFile')}
          <input
            type="file"
            className="visually-hidden"
            accept={upload.accept}
            onChange={(e) => {
              const file = e.target.files?.[0]
              if (file) upload.onFile(file)
              e.target.value = ''
            }}
            data-testid={`upload-${path}`}
          />
        </label>
      )}
    </div>
  )
}
