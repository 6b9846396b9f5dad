import { useQuery } from '@tanstack/react-query';
import { salons } from '@/shared/endpoints/marketplace';
import { callApi } from '@/web/lib/api-client';

/**
 * The week the owner edits in the hours dialog. The bookings feature reads the same public endpoint for
 * its calendar; this copy sits under 'workspace', so every workspace change refreshes it.
 */
export const useOpeningHours = (salonId: string) =>
  useQuery({
    queryKey: ['workspace', 'opening-hours', salonId],
    queryFn: ({ signal }) => callApi(salons.openingHours, { params: { id: salonId }, signal }),
    select: (week) => week.days,
  });
