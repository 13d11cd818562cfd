import 'server-only';

export { infoBlocks, infoPageServed } from './info-blocks';
export { INFO_PATHS, type InfoLink } from './info-configs';
