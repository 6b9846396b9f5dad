import type { ReactNode } from 'react';
import type { Employee } from '@/shared/api-types';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';

/** What the staff dialogs opened from an employee's row receive. */
export interface EmployeePanelProps {
  salonId: string;
  employee: Employee;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Back to the list of employees. */
  onBack: () => void;
}

/**
 * The frame of a staff dialog opened from an employee's row: its title, its content and the way back
 * to the list. Shown in place of the employee list rather than over it: Radix layers nested through a
 * portal close their parent under Preact.
 */
export function EmployeePanel({
  title,
  open,
  onOpenChange,
  onBack,
  children,
}: Pick<EmployeePanelProps, 'open' | 'onOpenChange' | 'onBack'> & { title: string; children: ReactNode }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} className="max-w-2xl">
        {children}
        <Button variant="ghost" className="justify-self-start" onClick={onBack}>
          Retour aux employés
        </Button>
      </DialogContent>
    </Dialog>
  );
}
