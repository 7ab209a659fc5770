/**
 * Folio's own strings, for what Payload's translations have no key for (connecting to a server).
 * Group 'folio'; languages without an entry fall back to English.
 */
import type { TranslationTree } from './translate'

const en = {
  connectTitle: 'Connect to a Payload server',
  localCms: 'Built-in local CMS',
  localCmsHint: 'Runs on this computer; signs in by itself.',
  savedServers: 'Saved servers',
  addServer: 'Add a server',
  serverName: 'Name',
  serverUrl: 'Server URL',
  saveServer: 'Save server',
  connect: 'Connect',
  connecting: 'Connecting…',
  signingIn: 'Signing in…',
  signInTo: 'Sign in to {{server}}',
  switchServer: 'Switch server',
  connectedTo: 'Connected to {{server}}',
  signedInAs: 'Signed in as {{user}}',
  retry: 'Try again',
  'error-invalid-url': 'That is not a valid server address. Use a full http:// or https:// URL.',
  'error-unreachable': 'The server cannot be reached. Check the address and that the server is running.',
  'error-tls': 'A secure connection to the server could not be made (certificate problem).',
  'error-timeout': 'The server did not answer in time.',
  'error-not-payload': 'The server answered, but it is not a Payload CMS server.',
  'error-no-plugin': 'This Payload server does not have the Folio plugin installed.',
  'error-plugin-version': 'This server’s Folio plugin is a version this app does not understand. Update Folio or the plugin.',
  'error-wrong-credentials': 'The email or password provided is incorrect.',
  'error-account-locked': 'This user is locked due to having too many failed login attempts.',
  'error-local-failed': 'The built-in CMS could not be started.',
  'error-server-error': 'The server reported an error.',
  'error-unknown-profile': 'That saved server no longer exists.',
  'error-schema': 'The server’s admin schema could not be loaded.',
  'error-unknown-field-types': 'This server uses field types Folio does not know: {{types}}. They are shown read-only.',
  menu: 'Menu',
  closeMenu: 'Close menu',
  errorMakingRequest: 'Error making request',
  errorParsingResponse: 'Error parsing response',
  depthRange: 'Depth must be a whole number from {{min}} to {{max}}.',
  fullscreen: 'Fullscreen',
  exitFullscreen: 'Exit fullscreen',
}

const de: Partial<typeof en> = {
  connectTitle: 'Mit einem Payload-Server verbinden',
  localCms: 'Eingebautes lokales CMS',
  localCmsHint: 'Läuft auf diesem Computer und meldet sich selbst an.',
  savedServers: 'Gespeicherte Server',
  addServer: 'Server hinzufügen',
  serverName: 'Name',
  serverUrl: 'Server-URL',
  saveServer: 'Server speichern',
  connect: 'Verbinden',
  connecting: 'Verbinde…',
  signingIn: 'Anmeldung…',
  signInTo: 'Bei {{server}} anmelden',
  switchServer: 'Server wechseln',
  connectedTo: 'Verbunden mit {{server}}',
  signedInAs: 'Angemeldet als {{user}}',
  retry: 'Erneut versuchen',
  'error-invalid-url': 'Das ist keine gültige Serveradresse. Bitte eine vollständige http://- oder https://-URL angeben.',
  'error-unreachable': 'Der Server ist nicht erreichbar. Bitte Adresse prüfen und ob der Server läuft.',
  'error-tls': 'Es konnte keine sichere Verbindung aufgebaut werden (Zertifikatsproblem).',
  'error-timeout': 'Der Server hat nicht rechtzeitig geantwortet.',
  'error-not-payload': 'Der Server hat geantwortet, ist aber kein Payload-CMS-Server.',
  'error-no-plugin': 'Auf diesem Payload-Server ist das Folio-Plugin nicht installiert.',
  'error-plugin-version': 'Das Folio-Plugin dieses Servers hat eine Version, die diese App nicht versteht. Bitte Folio oder das Plugin aktualisieren.',
  'error-wrong-credentials': 'Die angegebene E-Mail oder das Passwort ist falsch.',
  'error-account-locked': 'Dieser Benutzer ist wegen zu vieler fehlgeschlagener Anmeldeversuche gesperrt.',
  'error-local-failed': 'Das eingebaute CMS konnte nicht gestartet werden.',
  'error-server-error': 'Der Server hat einen Fehler gemeldet.',
  'error-unknown-profile': 'Dieser gespeicherte Server existiert nicht mehr.',
  'error-schema': 'Das Admin-Schema des Servers konnte nicht geladen werden.',
  'error-unknown-field-types': 'Dieser Server verwendet Feldtypen, die Folio nicht kennt: {{types}}. Sie werden schreibgeschützt angezeigt.',
  menu: 'Menü',
  closeMenu: 'Menü schließen',
  errorMakingRequest: 'Fehler bei der Anfrage',
  errorParsingResponse: 'Fehler beim Lesen der Antwort',
  depthRange: 'Die Tiefe muss eine ganze Zahl von {{min}} bis {{max}} sein.',
  fullscreen: 'Vollbild',
  exitFullscreen: 'Vollbild beenden',
}

const fr: Partial<typeof en> = {
  connectTitle: 'Se connecter à un serveur Payload',
  localCms: 'CMS local intégré',
  savedServers: 'Serveurs enregistrés',
  addServer: 'Ajouter un serveur',
  connect: 'Se connecter',
  'error-unreachable': 'Le serveur est injoignable. Vérifiez l’adresse et que le serveur fonctionne.',
  'error-not-payload': 'Le serveur a répondu, mais ce n’est pas un serveur Payload CMS.',
  'error-no-plugin': 'Ce serveur Payload n’a pas le plugin Folio.',
  'error-wrong-credentials': 'L’adresse e-mail ou le mot de passe fourni est incorrect.',
  menu: 'Menu',
  closeMenu: 'Fermer le menu',
}

const ar: Partial<typeof en> = {
  connectTitle: 'الاتصال بخادم Payload',
  localCms: 'نظام إدارة المحتوى المحلي المدمج',
  savedServers: 'الخوادم المحفوظة',
  addServer: 'إضافة خادم',
  connect: 'اتصال',
  'error-unreachable': 'تعذر الوصول إلى الخادم. تحقق من العنوان ومن أن الخادم يعمل.',
  'error-not-payload': 'استجاب الخادم، لكنه ليس خادم Payload CMS.',
  'error-no-plugin': 'خادم Payload هذا لا يحتوي على إضافة Folio.',
  'error-wrong-credentials': 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  menu: 'القائمة',
  closeMenu: 'إغلاق القائمة',
}

const byLanguage: Record<string, Partial<typeof en>> = { en, de, fr, ar }

export function folioTranslations(language: string): TranslationTree {
  return { folio: { ...en, ...(byLanguage[language] ?? {}) } as Record<string, string> }
}
