import type { DialogText } from '../identity/messages';

const premiumButtons = [{ label: 'Yes, Learn More about a Premium Subscription', to: '/app/subscription' }, { label: 'No, Thanks' }];
/** The 403 dialogs add this to the server's message. */
export const PREMIUM_NOTE = 'Premium accounts are not subject to this limitation.';

/**
 * The texts of deal entry, history and the console. The spec's titles and
 * messages are kept word for word; where it only says "the server message", the message is ours.
 */
export const dealMessages = {
  revisionLimit: {
    title: 'Maximum Number of Revisions Reached',
    message: (limit: number) => `This deal has reached its limit of ${limit} saved revisions.`,
    buttons: premiumButtons,
  },
  restoreRevisionLimit: {
    title: 'Error: Unable to Restore Deal',
    message: (limit: number) => `This deal has reached its limit of ${limit} saved revisions, so it cannot be restored.`,
    buttons: premiumButtons,
  },
  replicateLimit: {
    title: 'Error: Cannot Replicate Deal',
    message: (limit: number) => `You have replicated ${limit} deals this month, the most your plan allows.`,
    buttons: premiumButtons,
  },
  deleteLimit: {
    title: 'Error: Cannot Delete Deal',
    message: (limit: number) => `You have deleted ${limit} deals this month, the most your plan allows.`,
    buttons: premiumButtons,
  },
  replicateShared: {
    title: 'Error: Cannot Replicate Deal',
    message: 'A deal shared with you cannot be replicated.',
  },
  nothingToRestore: { message: 'Nothing to Restore or Recover. This deal has never been modified.' },
  versionNotFound: {
    title: 'Error: Unable to Restore Deal',
    message: (version: number) => `This deal has no version ${version}.`,
  },
  restored: { title: 'Confirmation', message: 'Deal has been restored' },
  savingConflict: {
    title: 'Saving Conflict: Cannot Update Deal',
    message: 'This deal was changed elsewhere since you opened it. Reload it to see the latest version, then make your changes again.',
  },
  readOnly: {
    title: 'Error: Cannot Save Deal',
    message: 'This deal has matched capital providers: only internal users can change it.',
  },
  renameFailed: { title: 'Error: Unable to Rename Deal', message: 'A project name is 1 to 25 characters.' },
  dealNotFound: { message: 'This deal does not exist.' },
  dealExists: { message: 'This deal already exists.' },
  dealDeleted: { message: 'This deal has been deleted. Recover it from the Deleted tab to change it.' },
  draftNotFound: { message: 'This draft does not exist.' },
  draftDeleted: { message: 'This draft has been deleted.' },
  unsavedChanges: {
    message: (name: string) =>
      `You have unsaved changes to '${name}' that will be lost if you decide to continue. Are you sure you want to leave without saving?`,
  },
  liveDealLeave: {
    // ours: the spec describes this confirmation without quoting it
    message: 'This deal is shared with capital providers, so changes to it cannot be saved. Leave anyway?',
  },
  dataValidation: { title: 'Data Validation', message: (date: string) => `automatically updated to ${date}` },
  updateDerived: { buttons: [{ label: 'Yes, Please Update Values' }, { label: 'No, Keep Original Values' }] },
  copiedNameWarning: {
    // ours: the spec says a warning shows, not its words
    message: "This project's name contains 'copied'. Rename it before matching so capital providers see its real name.",
  },
  oops: {
    title: 'Oops! Something is not right.',
    message: 'Please open a support ticket via Help, with a description of what you were doing and a screenshot.',
  },
} as const satisfies Record<string, Omit<DialogText, 'message'> & { message?: DialogText['message'] | ((...args: never[]) => string) }>;
