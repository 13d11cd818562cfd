import { infoPageRoute } from '@/composition/info-pages/info-route';

/** /sports/general-rules (page id general_rules): the operator's text from the site configuration. */
const route = infoPageRoute('general_rules');

export const generateMetadata = route.generateMetadata;
export default route.Page;
