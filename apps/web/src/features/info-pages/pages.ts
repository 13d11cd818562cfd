export { InfoPage, type InfoPageId, infoPageTitle } from './info-page';
