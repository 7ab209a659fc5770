/** The password inputs of an auth collection's document: not among its fields, held in the form under these paths. */
import type { FolioClientField } from '@shared/protocol'
import { CONFIRM_PASSWORD_FIELD, PASSWORD_FIELD } from '../../../core/validation'

export const PASSWORD_PATH = 'password'
export const CONFIRM_PASSWORD_PATH = 'confirm-password'

/** The two inputs as fields, for validation alongside the collection's own. */
export const AUTH_PASSWORD_FIELDS = [PASSWORD_FIELD, CONFIRM_PASSWORD_FIELD] as unknown as FolioClientField[]
