/** How many cards a long admin list renders at first, and adds with each 'Show more'. */
export const CARDS_PER_PAGE = 50;
