import { useEffect } from 'react';
import { toast } from '@/web/lib/toast';

/**
 * Shows the load-failure toast of docs/product.md#interface-texts once when a query fails (and again if
 * it fails again after recovering).
 */
export function useErrorToast(isError: boolean, title: string, description: string) {
  useEffect(() => {
    if (isError) toast.error(title, { description });
  }, [isError, title, description]);
}
