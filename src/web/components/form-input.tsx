import type { ComponentProps } from 'react';
import { type FieldError, type FieldValues, get, type Path, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';

/**
 * A form's input registered under `name`, with its label, its hint and its French error: the field
 * most forms are made of. Its id is the name unless said otherwise (the page's labels and error
 * messages point at it).
 */
export function FormInput<T extends FieldValues>({
  form,
  name,
  id = name,
  label,
  hint,
  ...input
}: {
  form: UseFormReturn<T>;
  name: Path<T>;
  id?: string;
  label: string;
  hint?: string;
} & Omit<ComponentProps<'input'>, 'name' | 'id' | 'form'>) {
  const error: FieldError | undefined = get(form.formState.errors, name);
  return (
    <FormField id={id} label={label} hint={hint} error={error?.message}>
      <Input {...input} {...form.register(name)} />
    </FormField>
  );
}
