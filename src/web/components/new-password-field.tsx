import type { UseFormRegisterReturn } from 'react-hook-form';
import { passwordHint } from '@/shared/passwords';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';

/**
 * A field where a person chooses a password (sign-up, reset, change): the browser may offer a
 * generated one, and the hint under it judges what is typed as the server will.
 */
export function NewPasswordField({
  id,
  label,
  error,
  value,
  registration,
}: {
  id: string;
  label: string;
  error?: string;
  /** What is typed so far, for the hint. */
  value: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <FormField id={id} label={label} error={error} hint={passwordHint(value) ?? 'Au moins 6 caractères.'}>
      <Input type="password" autoComplete="new-password" {...registration} />
    </FormField>
  );
}
