export type { AuthPageProps } from './auth-page';
export { AuthPage, authPageMetadata } from './auth-page';
