import { DEALS_SORT } from '@store/contracts/constants';

/** A product search for a free-text term, as the menus and hashtag buttons run it. */
export const searchHref = (term: string) => `/search-product?q=${encodeURIComponent(term)}`;

/** The Deals link: every product, newest first. */
export const dealsHref = `/search-product?sort=${DEALS_SORT}`;
