export { BodyAttributes, BodyPage } from './body-attributes';
export { matchEventData } from './event-data';
export { JsonLd } from './json-ld';
export { serverBodyAttributes } from './server-body';
export { sitemapPages } from './sitemap-pages';
