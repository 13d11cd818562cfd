export { LimitsPage } from './limits-page';
