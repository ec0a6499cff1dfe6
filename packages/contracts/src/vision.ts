/* Search by photo (issue #16), safe for the browser: how many answers a photo gets. */

/** Products a photo search answers with, unless the client asks for fewer. */
export const VISUAL_RESULTS_DEFAULT = 12;
/** The most a photo search answers with. */
export const VISUAL_RESULTS_MAX = 24;
/** "Visually similar" products on a product page. */
export const SIMILAR_PRODUCTS = 6;
