/**
 * The SEO plugin's meta title and description: Folio's own input with the plugin's length hint and,
 * where the server has a generate function, an Auto-generate button that fills the field from it.
 */
import { Button } from '@renderer/ui/Button/Button'
import type { FolioClientField } from '@shared/protocol'
import { useFieldValue } from '../../core/form/use-field'
import { useFieldContext } from '../common/context'
import { TextField } from '../text/TextField'
import { seoLimits } from './seo-length'
import { SeoLengthHint } from './SeoLengthHint'
import { useSeoGenerate } from './use-seo-generate'

export function SeoTextField({
  field,
  path,
  kind,
}: {
  field: FolioClientField
  path: string
  kind: 'title' | 'description'
}) {
  const { form, readOnly, t } = useFieldContext()
  const [value, setValue] = useFieldValue<string | null>(form, path)
  const props = field.customField?.clientProps ?? {}
  const canGenerate = props[kind === 'title' ? 'hasGenerateTitleFn' : 'hasGenerateDescriptionFn'] === true
  const { generate, busy, error } = useSeoGenerate(kind)
  const { minLength, maxLength } = seoLimits(kind, field)
  // Folio draws this field itself: no note that the server's interface is missing.
  const own: FolioClientField = { ...field, customComponents: undefined }
  return (
    <div className="seo-field" data-testid={`seo-${path}`}>
      <TextField field={own} path={path} />
      <div className="seo-field__tools">
        <SeoLengthHint text={value} minLength={minLength} maxLength={maxLength} testId={`seo-length-${path}`} />
        {canGenerate && (
          <Button
            variant="secondary"
            size="small"
            disabled={readOnly || busy}
            onClick={() => void generate().then((text) => text !== null && setValue(text))}
            data-testid={`seo-generate-${path}`}
          >
            {t('plugin-seo:autoGenerate')}
          </Button>
        )}
      </div>
      {error && (
        <p className="field__error" role="alert" data-testid={`seo-error-${path}`}>
          {error}
        </p>
      )}
    </div>
  )
}
