/** macOS names its modifier keys differently (⌘ for Ctrl): shortcuts are matched and written per platform. */
export const isMacPlatform = (): boolean => typeof navigator !== 'undefined' && /Mac/.test(navigator.platform)
