import { MODERATION_REASON_MAX_LENGTH, RefuseProviderSchema } from '@/shared/schemas/moderation';
import { ReasonDialog } from '@/web/components/reason-dialog';
import { toast, toastError } from '@/web/lib/toast';
import { useDecideProvider } from '../api/admin';

/**
 * Refusing a prestataire (a new request, or a validated one: a suspension) asks for the reason, which
 * reaches them by notification and e-mail and stays on their dashboard.
 */
export function RefuseProviderDialog({
  providerId,
  title,
  description,
  confirmLabel,
  done,
  failed,
  onOpenChange,
}: {
  providerId: string;
  title: string;
  description: string;
  confirmLabel: string;
  /** The (neutral) toast once done. */
  done: { title: string; description: string };
  failed: string;
  onOpenChange: (open: boolean) => void;
}) {
  const decide = useDecideProvider();
  return (
    <ReasonDialog
      id="refuse-provider-reason"
      title={title}
      description={description}
      label="Motif du refus"
      hint="Envoyé au prestataire par notification et par e-mail."
      maxLength={MODERATION_REASON_MAX_LENGTH}
      schema={RefuseProviderSchema}
      confirmLabel={confirmLabel}
      pending={decide.isPending}
      onOpenChange={onOpenChange}
      onConfirm={(reason) =>
        decide.mutate(
          // The dialog checked the reason with RefuseProviderSchema, which requires it.
          { id: providerId, approve: false, reason: reason ?? '' },
          {
            onSuccess: () => {
              // A refusal or a suspension: neutral, not a green success (decision 054).
              toast.neutral(done.title, { description: done.description });
              onOpenChange(false);
            },
            onError: (failure) => toastError(failure, failed),
          },
        )
      }
    />
  );
}
