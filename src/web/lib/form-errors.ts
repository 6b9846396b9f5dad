import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';
import { toastError } from './toast';

/** Puts the API's per-field French messages under the matching form fields. */
export function applyFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>) {
  if (!(error instanceof ApiError)) return;
  for (const [field, message] of Object.entries(error.fields)) {
    if (field !== '_') setError(field as Path<T>, { type: 'server', message });
  }
}

/**
 * A refused submit. The refusal with code `inForm.code` (a long message, such as the bookings in the
 * way) goes to `inForm.show`, to stay next to the fields to change; any other refusal puts the API's
 * field messages under their fields and shows a toast (`fallback` when the error says nothing French).
 */
export function reportSubmitError<T extends FieldValues>(
  error: unknown,
  {
    setError,
    inForm,
    fallback,
  }: {
    setError: UseFormSetError<T>;
    inForm: { code: string; show: (message: string) => void };
    fallback: string;
  },
) {
  if (error instanceof ApiError && error.code === inForm.code) {
    inForm.show(error.message);
    return;
  }
  applyFieldErrors(error, setError);
  toastError(error, fallback);
}

/**
 * A form whose refusal with code `code` stays next to its fields until the next try (see
 * reportSubmitError): `attempt` clears it, sends, and hands a success to `onDone`.
 */
export function useFormRefusal<T extends FieldValues>(
  setError: UseFormSetError<T>,
  code: string,
  fallback: string,
) {
  const [message, setMessage] = useState('');
  const attempt = <R>(send: () => Promise<R>, onDone: (result: R) => void) => {
    setMessage('');
    return send().then(onDone, (error: unknown) =>
      reportSubmitError(error, { setError, inForm: { code, show: setMessage }, fallback }),
    );
  };
  return { message, attempt };
}
