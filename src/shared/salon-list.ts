// Constants of the public salon list, free of zod so that public pages do not load the validator.
/** 'distance' needs the browser's position ("Autour de moi"). */
export const SALON_SORTS = ['rating', 'name', 'distance'] as const;
export type SalonSort = (typeof SALON_SORTS)[number];
export const SALONS_PAGE_SIZE = 12;
export const SALONS_MAX_PAGE_SIZE = 48;
/**
 * The deepest page a number alone reaches in a sort that has cursors (decision 069): a page by its
 * number skips every salon before it, "Voir plus" starts after the last one shown.
 */
export const SALONS_MAX_PAGE_NUMBER = 20;
export const PAGE_TOO_DEEP_MESSAGE = 'Page trop lointaine : parcourez la liste avec « Voir plus ».';
/** The search box's maxlength, and the API's limit (same French message past it). */
export const SALON_SEARCH_MAX_LENGTH = 100;
/**
 * The list counts its salons up to this many (decision 056): beyond, it says "Plus de 100 salons
 * trouvés", as counting every match of a large marketplace costs more than the page itself.
 */
export const SALON_COUNT_LIMIT = 100;
