import { infoPageRoute } from '@/composition/info-pages/info-route';

/** /sports/help-center (page id help_center): the operator's text from the site configuration. */
const route = infoPageRoute('help_center');

export const generateMetadata = route.generateMetadata;
export default route.Page;
