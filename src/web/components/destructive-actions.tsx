import { Button } from '@/web/components/ui/button';

/**
 * The two buttons that end a dialog about to destroy or refuse something: one steps back without
 * acting, the red one acts (its form's submit button, or a plain click when the dialog has no form).
 */
export function DestructiveActions({
  backLabel = 'Annuler',
  confirmLabel,
  pending,
  onBack,
  onConfirm,
  className = 'flex flex-wrap justify-end gap-2',
}: {
  backLabel?: string;
  confirmLabel: string;
  pending: boolean;
  onBack: () => void;
  /** Absent: the red button submits the dialog's form. */
  onConfirm?: () => void;
  className?: string;
}) {
  return (
    <div className={className}>
      <Button variant="outline" onClick={onBack}>
        {backLabel}
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        variant="destructive"
        disabled={pending}
        onClick={onConfirm}
      >
        {confirmLabel}
      </Button>
    </div>
  );
}
