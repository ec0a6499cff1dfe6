/** Cities the store serves, offered as location searches (proper names: not translated). */
export const FOOTER_CITIES = ['Abidjan', 'Dakar', 'Douala', 'Yaoundé', 'Lomé', 'Cotonou'] as const;

export const categoryHref = (slug: string) => `/search-product?category=${encodeURIComponent(slug)}`;
export const locationHref = (city: string) => `/search-product?location=${encodeURIComponent(city)}`;
export const searchKeyHref = (query: string) => `/search-product?key=${encodeURIComponent(query)}`;
