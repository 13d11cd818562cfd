import { infoPageRoute } from '@/composition/info-pages/info-route';

/** /sports/terms-and-conditions (page id terms_and_conditions): the operator's text from the site configuration. */
const route = infoPageRoute('terms_and_conditions');

export const generateMetadata = route.generateMetadata;
export default route.Page;
