import type { UseFormRegisterReturn } from 'react-hook-form';
import { passwordHint } from '@/shared/passwords';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';

/**
 * A field where a person chooses a password (sign-up, reset, change): the browser may offer a
 * generated one, and the hint under it judges what is typed as the server will.
 */
export function NewPasswordField({
  label,
  error,
  value,
  registration,
}: {
  label: string;
  error?: string;
  /** What is typed so far, for the hint. */
  value: string;
  /** The form's field; its name is the control's id too. */
  registration: UseFormRegisterReturn;
}) {
  return (
    <FormField
      id={registration.name}
      label={label}
      error={error}
      hint={passwordHint(value) ?? 'Au moins 6 caractères.'}
    >
      <Input type="password" autoComplete="new-password" {...registration} />
    </FormField>
  );
}
