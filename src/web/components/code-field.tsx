import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';

/**
 * A field for a code received by SMS or shown by an app: digits, filled in by the phone's one-time
 * code suggestion, a little room for the spaces people type.
 */
export function CodeField({
  id,
  label,
  error,
  digits,
  registration,
}: {
  id: string;
  label: string;
  error?: string;
  digits: number;
  registration: UseFormRegisterReturn;
}) {
  return (
    <FormField id={id} label={label} error={error}>
      <Input inputMode="numeric" autoComplete="one-time-code" maxLength={digits + 2} {...registration} />
    </FormField>
  );
}
