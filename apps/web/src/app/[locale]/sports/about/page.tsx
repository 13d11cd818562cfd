import { infoPageRoute } from '@/composition/info-pages/info-route';

/** /sports/about (page id about): the operator's text from the site configuration. */
const route = infoPageRoute('about');

export const generateMetadata = route.generateMetadata;
export default route.Page;
