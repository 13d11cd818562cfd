export { AccountHosts } from './account-hosts';
export type { AuthPageProps } from './auth-page';
export { AuthPage, authPageMetadata } from './auth-page';
export { confirmPassword } from './confirm-password';
export { CurrencySwitch } from './currency-switch';
export { changeCurrencyDeferred, saveLocaleDeferred } from './deferred-account-actions';
export {
  ConfirmationDialog,
  PasswordEditDialog,
  PasswordNewDialog,
  ResendConfirmationDialog,
  ResendUnlockDialog,
  SignInDialog,
  SignUpDialog,
  UnlockDialog,
} from './lazy-dialogs';
