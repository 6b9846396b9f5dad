import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { SMS_CAP_HELP, smsUsageLine } from '@/shared/message-labels';
import { MAX_SMS_MONTHLY_CAP } from '@/shared/messaging';
import { SmsCapSchema } from '@/shared/schemas/sms-usage';
import { QueryState } from '@/web/components/query-state';
import { Button } from '@/web/components/ui/button';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { applyFieldErrors } from '@/web/lib/form-errors';
import { useSession } from '@/web/lib/session/session';
import { toast, toastError } from '@/web/lib/toast';
import { useSaveSmsCap, useSmsUsage } from '../api/workspace';

const resolver = zodResolver(SmsCapSchema);

/**
 * "SMS ce mois-ci : 212 / 500" and "Plafond mensuel de SMS" (decision 078): what the salon's SMS
 * cost this month and the most the owner lets it spend. Admins read it; only the owner sets it.
 */
export function SmsCapSection({ salonId }: { salonId: string }) {
  const usage = useSmsUsage(salonId);
  const session = useSession();
  const editable = session.status === 'signed-in' && session.role === 'prestataire';
  return (
    <section aria-labelledby={`sms-${salonId}`} className="grid gap-3 border-t pt-4">
      <h3 id={`sms-${salonId}`} className="font-semibold">
        SMS
      </h3>
      <QueryState query={usage} error="Impossible de charger les SMS du mois.">
        {(data) => (
          <>
            <p className="text-sm font-medium">{smsUsageLine(data.sentThisMonth, data.cap)}</p>
            {editable ? (
              <SmsCapForm salonId={salonId} cap={data.cap} />
            ) : (
              <p className="text-sm text-muted-foreground">{SMS_CAP_HELP}</p>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}

function SmsCapForm({ salonId, cap }: { salonId: string; cap: number }) {
  const save = useSaveSmsCap(salonId);
  const form = useForm({ resolver, defaultValues: { cap } });
  const onSubmit = form.handleSubmit((values) =>
    save.mutateAsync(values).then(
      () => toast.success('Plafond de SMS enregistré'),
      (error: unknown) => {
        applyFieldErrors(error, form.setError);
        toastError(error, "Le plafond de SMS n'a pas pu être enregistré.");
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3">
      <FormField
        id={`sms-cap-${salonId}`}
        label="Plafond mensuel de SMS"
        hint={SMS_CAP_HELP}
        error={form.formState.errors.cap?.message}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_SMS_MONTHLY_CAP}
          step={1}
          {...form.register('cap', { valueAsNumber: true })}
        />
      </FormField>
      <div>
        <Button type="submit" variant="outline" disabled={save.isPending}>
          {save.isPending ? 'Enregistrement...' : 'Enregistrer le plafond'}
        </Button>
      </div>
    </form>
  );
}
