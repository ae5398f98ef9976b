// docs/spec/product.md §2 Passkey screens, §8.
/**
 * The passkey-registration widget's texts; it shows
 * none of the shared ones, so its chunk carries none.
 */
export const enPasskeyRegistration = {
  passkeySetupHeader: 'Set up a new Passkey',
  passkeySetupText: "With Passkeys you don't need to remember complex passwords.",
  createPasskey: 'Create a Passkey',
  skip: 'Skip',
  existingPasskeys: 'Existing Passkeys',
  noPasskeys: 'No passkeys yet.',
  passkeyName: 'Passkey name',
  renamePasskey: 'Rename {name}',
  save: 'Save',
  deletePasskey: 'Delete {name}',
  deleteWarning: 'Once deleted, the passkey cannot be restored.',
  confirmDelete: 'Delete',
  cancel: 'Cancel',
  setUpAnother: 'Set up another Passkey',
  done: 'Done',
  noUser: 'Error: Cannot use PasskeyRegistration component without active user authenticated.',
  passkeyAlreadyRegistered:
    'The Passkey cannot be created as it seems to be already registered. It is possible this Passkey was registered on another device but has synced cross-device.',
  passkeyNotCreated: 'Your Passkey was not created. Click “Create a Passkey” to try again or skip without adding a Passkey.',
  /** The same failure from 'Set up another Passkey', on the list, which has no 'Create a Passkey' or 'Skip'. */
  passkeyNotCreatedOnList: 'Your Passkey was not created. Click “Set up another Passkey” to try again.',
  tryAgain: 'Try again',
} as const;
