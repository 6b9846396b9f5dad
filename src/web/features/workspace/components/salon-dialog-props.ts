import type { MySalon } from '@/shared/api-types';

/** What every dialog opened from a salon's card receives. */
export interface SalonDialogProps {
  salon: MySalon;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}
