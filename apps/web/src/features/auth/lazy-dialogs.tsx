'use client';

import dynamic from 'next/dynamic';

// Each dialog loads when it first opens: none of them is on a page's first load.
export const SignInDialog = dynamic(() => import('./sign-in-dialog').then((m) => m.SignInDialog), {
  ssr: false,
});
export const SignUpDialog = dynamic(() => import('./auth-dialogs').then((m) => m.SignUpDialog), {
  ssr: false,
});
export const ResendConfirmationDialog = dynamic(
  () => import('./auth-dialogs').then((m) => m.ResendConfirmationDialog),
  { ssr: false },
);
export const ResendUnlockDialog = dynamic(() => import('./auth-dialogs').then((m) => m.ResendUnlockDialog), {
  ssr: false,
});
export const PasswordNewDialog = dynamic(() => import('./auth-dialogs').then((m) => m.PasswordNewDialog), {
  ssr: false,
});
export const PasswordEditDialog = dynamic(() => import('./auth-dialogs').then((m) => m.PasswordEditDialog), {
  ssr: false,
});
export const ConfirmationDialog = dynamic(() => import('./auth-dialogs').then((m) => m.ConfirmationDialog), {
  ssr: false,
});
export const UnlockDialog = dynamic(() => import('./auth-dialogs').then((m) => m.UnlockDialog), {
  ssr: false,
});
