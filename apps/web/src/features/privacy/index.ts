export { PrivacyHost } from './privacy-host';
