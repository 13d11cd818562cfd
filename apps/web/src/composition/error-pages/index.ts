export { ErrorPage } from './error-page';
export { isErrorPageRequest } from './error-page-request';
export { blockedDescription, errorPageRequestLocale, errorPageTexts } from './error-page-texts';
export { PlainErrorRoute, plainErrorMetadata } from './reduced-error-route';
