/** The stock picture shown for a salon without a cover photo (SPEC §2). */
export const STOCK_SALON_COVER = '/images/salon-cover.svg';

export function salonCoverUrl(coverImageUrl: string | null): string {
  return coverImageUrl || STOCK_SALON_COVER;
}
