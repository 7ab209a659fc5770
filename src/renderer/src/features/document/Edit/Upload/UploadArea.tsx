/**
 * The file of an upload collection's document, at the top of its form (as in Payload's admin): the
 * stored file, the one chosen for the next save (checked against the collection's types and the size
 * limit first), the focal point and the crop where the collection has them, and the generated sizes.
 */
import { useState } from 'react'
import { useDocumentSession } from '../../session/use-document-session'
import { useFieldValue } from '../../../../core/form/use-field'
import { useI18n, useT } from '../../../../core/i18n/i18n-store'
import { fileProblem, fileProblemText, uploadRulesOf } from '../../../../core/upload/file-checks'
import { focalOf } from '../../../../core/upload/focal-point'
import { FileDetails } from './FileDetails'
import { FilePicker } from './FilePicker'
import { FocalPoint } from './FocalPoint'
import { ImageCrop } from './ImageCrop'
import { UploadSizes } from './UploadSizes'
import { useChosenPreview } from './use-chosen-preview'
import { useStoredFile } from './use-stored-file'
import { Button } from '../../../../ui/Button/Button'
import './Upload.css'

/** CSS px of the stored file's thumbnail. */
const THUMB_BOX = 96
/** CSS px the focal-point image is shown at, at most. */
const FOCAL_BOX = 320

export function UploadArea() {
  const doc = useDocumentSession('canSave', 'chooseFile', 'chosenFile', 'entity', 'form', 'schema')
  const t = useT()
  const language = useI18n((s) => s.language)
  const { form, chosenFile, chooseFile, canSave } = doc
  const upload = doc.entity?.upload as { mimeTypes?: string[]; focalPoint?: boolean } | undefined
  const rules = uploadRulesOf(upload, doc.schema?.extras.uploadFileSizeLimit)
  const [problem, setProblem] = useState<string | null>(null)
  const stored = useStoredFile(form, THUMB_BOX)
  const storedLarge = useStoredFile(form, FOCAL_BOX)
  const chosen = useChosenPreview(chosenFile)
  const [focalX, setFocalX] = useFieldValue<number>(form, 'focalX')
  const [focalY, setFocalY] = useFieldValue<number>(form, 'focalY')

  const choose = (file: File) => {
    const found = fileProblem(file, rules)
    if (!found) {
      setProblem(null)
      return chooseFile(file)
    }
    // Nothing chosen, nothing sent; what was typed stays.
    setProblem(fileProblemText(found, t, language))
  }

  const focalImage = chosenFile ? chosen.url : storedLarge?.preview
  const focalShown = upload?.focalPoint !== false && doc.entity?.fields.some((f) => f.name === 'focalX')

  return (
    <section className="upload-area" data-testid="upload-area" aria-label={t('upload:fileToUpload')}>
      {chosenFile ? (
        <div className="upload-area__row">
          <FileDetails
            testId="chosen-file"
            file={{
              name: chosenFile.name,
              size: chosenFile.size,
              type: chosenFile.type,
              preview: chosen.url,
              width: chosen.width,
              height: chosen.height,
            }}
          />
          <Button variant="danger" onClick={() => chooseFile(null)} data-testid="file-remove">
            {t('general:remove')}
          </Button>
        </div>
      ) : (
        stored && <FileDetails testId="stored-file" file={stored} />
      )}
      {/* Read-only (no permission, locked, trashed): the stored file is shown, nothing to choose. */}
      {!chosenFile && canSave && (
        <FilePicker
          label={stored ? t('folio:replaceFile') : t('upload:selectFile')}
          accept={rules.mimeTypes}
          onFile={choose}
        />
      )}
      {problem && (
        <p className="upload-area__error" role="alert" data-testid="upload-error">
          {problem}
        </p>
      )}
      {focalShown && focalImage && (
        <FocalPoint
          image={focalImage}
          focal={focalOf(focalX, focalY)}
          disabled={!canSave}
          onChange={({ x, y }) => {
            setFocalX(x)
            setFocalY(y)
          }}
        />
      )}
      <ImageCrop chosen={chosen} />
      {!chosenFile && <UploadSizes form={form} />}
    </section>
  )
}
