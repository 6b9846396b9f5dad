/** The stock picture shown for a salon without a cover photo (docs/product.md#salons-and-visibility). */
export const STOCK_SALON_COVER = '/images/salon-cover.svg';

export function salonCoverUrl(coverImageUrl: string | null): string {
  return coverImageUrl || STOCK_SALON_COVER;
}
