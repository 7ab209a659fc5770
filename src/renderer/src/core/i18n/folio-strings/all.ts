/** Every language's own strings at once, for the tests that check each has them all (the app loads one). */
import { ar } from './ar'
import { de } from './de'
import { en, type FolioStrings } from './en'
import { fr } from './fr'

export const folioStringsByLanguage: Record<string, Partial<FolioStrings>> = { en, de, fr, ar }
