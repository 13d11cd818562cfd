/** Spec §2.1 named parameter: the share code of a link, removed from the URL once used. */
export const BETCODE_PARAM = 'betcode';
