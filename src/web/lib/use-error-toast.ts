import { useEffect } from 'react';
import { toast } from '@/web/lib/toast';

/** Shows the SPEC §8 toast once when a query fails (and again if it fails again after recovering). */
export function useErrorToast(isError: boolean, title: string, description: string) {
  useEffect(() => {
    if (isError) toast.error(title, { description });
  }, [isError, title, description]);
}
