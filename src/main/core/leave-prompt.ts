/**
 * The native question when a window with unsaved changes is closed or reloaded (the renderer's
 * beforeunload asked to stay). Electron cancels such a close silently unless main asks the user.
 */
export interface LeavePromptStrings {
  leaveWithoutSaving: string
  changesNotSaved: string
  leaveAnyway: string
  stayOnThisPage: string
}

export interface LeavePromptOptions {
  type: 'question'
  title: string
  message: string
  buttons: [string, string]
  defaultId: 1
  cancelId: 1
  noLink: true
}

export const LEAVE_BUTTON = 0

/** Staying is the default and what Escape picks: nothing is lost by accident. */
export function leavePromptOptions(strings: LeavePromptStrings): LeavePromptOptions {
  return {
    type: 'question',
    title: strings.leaveWithoutSaving,
    message: strings.changesNotSaved,
    buttons: [strings.leaveAnyway, strings.stayOnThisPage],
    defaultId: 1,
    cancelId: 1,
    noLink: true,
  }
}
