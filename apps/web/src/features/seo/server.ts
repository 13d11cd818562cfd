export { matchEventData } from './event-data';
export { serverBodyAttributes } from './server-body';
export { sitemapPages } from './sitemap-pages';
