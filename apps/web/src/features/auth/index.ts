'use client';

export { AccountHosts } from './account-hosts';
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
