export { catalogueBlocks } from './catalogue-blocks';
export type { CataloguePageProps } from './page-support';
export { catalogueContext, sportOrNotFound } from './page-support';
