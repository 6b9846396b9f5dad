// Constants of the public salon list, free of zod so that public pages do not load the validator.
export const SALON_SORTS = ['rating', 'name'] as const;
export type SalonSort = (typeof SALON_SORTS)[number];
export const SALONS_PAGE_SIZE = 12;
export const SALONS_MAX_PAGE_SIZE = 48;
