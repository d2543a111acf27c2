/** The texts of sharing: 'Sorry...' for a share that failed, with its reason. */
export const sharingMessages = {
  shareFailed: 'Sorry...',
  permissionsFailed: 'Unable to Set Permissions',
  alreadyShared: 'This deal is already shared with this person.',
  ownerHasAccess: 'This person owns the deal and already has full access.',
  notActivated: 'This person has not activated their account yet, so the deal cannot be shared with them.',
  detailsMismatch: 'The name you entered does not match the account registered with this email address.',
  shareWithSelf: 'You already have access to this deal; enter a colleague’s email address.',
  cannotGrant: (flag: string) => `You cannot give a permission you do not hold yourself (${flag}).`,
  cannotSetOwn: 'You cannot raise your own permissions; ask the deal’s owner.',
  cannotLower: 'Only the deal’s owner can take someone else’s permissions away; you can lower your own.',
  ownerRemoved: (flag: string) => `The deal’s owner took this permission (${flag}) from this person; only the owner can give it back.`,
  notCollaborator: 'This person is not a collaborator on this deal.',
  duplicateEntry: 'Each collaborator may appear once.',
  tooManyShares: (limit: number) => `You have shared ${limit} times in the last minute. Please wait a moment and try again.`,
  invalidEmail: 'Please enter a valid email address (disposable addresses are not accepted).',
};
