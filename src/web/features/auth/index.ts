// What other features may use of auth; the composition roots (app.tsx, router.tsx) import its files directly.
export { useLogout } from './use-logout';
export { useSignedInUser } from './use-signed-in-user';
export { useFormDraft } from './form-draft';
export { settleSignIn } from './settle-sign-in';
export { UnlinkSchoolAccount } from './school-account/unlink-school-account';
export { schoolAccountText } from './school-account/texts';
