/**
 * Folio's own versions of the SEO plugin's custom fields, picked by the import path the server
 * declares for the field's component (the plugin schema's `customField`).
 */
import type { ReactNode } from 'react'
import type { FolioClientField } from '@shared/protocol'
import { SeoOverview } from './SeoOverview'
import { SeoPreview } from './SeoPreview'
import { SeoTextField } from './SeoTextField'
import './seo.css'

const SEO_CLIENT = '@payloadcms/plugin-seo/client#'

/** Folio's own version of a field whose server component it knows, else null. */
export function renderOwnField(field: FolioClientField, path: string): ReactNode {
  const component = field.customField?.path
  if (!component?.startsWith(SEO_CLIENT)) return null
  switch (component.slice(SEO_CLIENT.length)) {
    case 'MetaTitleComponent':
      return <SeoTextField field={field} path={path} kind="title" />
    case 'MetaDescriptionComponent':
      return <SeoTextField field={field} path={path} kind="description" />
    case 'PreviewComponent':
      return <SeoPreview field={field} path={path} />
    case 'OverviewComponent':
      return <SeoOverview field={field} path={path} />
    default:
      return null
  }
}
