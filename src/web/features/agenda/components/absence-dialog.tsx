import type { Absence } from '@/shared/api-types';
import { formatDate, formatTime } from '@/shared/format';
import { ABSENCE_KIND_LABELS } from '@/shared/staff';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { toast, toastError } from '@/web/lib/toast';
import { useDeleteAbsence } from '../api/agenda';

/** "12 janvier 2030, 14:00 – 18:00", or with both dates when it spans several days. */
export function absenceSpan(absence: Absence, timeZone: string): string {
  const startDay = formatDate(absence.start, timeZone);
  const endDay = formatDate(absence.end, timeZone);
  const from = `${startDay}, ${formatTime(absence.start, timeZone)}`;
  return startDay === endDay
    ? `${from} – ${formatTime(absence.end, timeZone)}`
    : `${from} – ${endDay}, ${formatTime(absence.end, timeZone)}`;
}

/** A blocked stretch of an employee's time, and its removal after a confirmation. */
export function AbsenceDialog({
  absence,
  employeeName,
  timeZone,
  onOpenChange,
}: {
  absence: Absence;
  employeeName: string;
  timeZone: string;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteAbsence();
  const kind = ABSENCE_KIND_LABELS[absence.kind];
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        title={`${kind} de ${employeeName}`}
        description={`${absenceSpan(absence, timeZone)}${absence.reason ? ` · ${absence.reason}` : ''}`}
      >
        <p className="text-sm">Supprimer ce blocage ? Ce temps redeviendra réservable par les clients.</p>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Retour
          </Button>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(absence.id, {
                onSuccess: () => {
                  toast.success('Blocage supprimé');
                  onOpenChange(false);
                },
                onError: (error) => toastError(error, 'Impossible de supprimer ce blocage.'),
              })
            }
          >
            Supprimer le blocage
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
