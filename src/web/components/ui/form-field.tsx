import { cloneElement, type ReactElement } from 'react';
import { cn } from '@/web/lib/utils';
import { Label } from './label';

/** What FormField gives its control: the label's target, the error state and what describes it. */
interface ControlProps {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * A labelled control with its French error underneath, linked for screen readers. The field gives
 * its one child the `id`, `aria-invalid` and `aria-describedby` itself, so no form repeats them.
 */
export function FormField({
  id,
  label,
  error,
  children,
  hint,
  hideLabel = false,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** For controls laid out in a grid whose row already says what they are (still read aloud). */
  hideLabel?: boolean;
  children: ReactElement<ControlProps>;
}) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const showHint = Boolean(hint) && !error;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id} className={cn(hideLabel && 'sr-only')}>
        {label}
      </Label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : showHint ? hintId : undefined,
      })}
      {showHint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** A refusal of the whole form, under its submit button, read out as it appears; nothing when empty. */
export function FormAlert({ message }: { message: string }) {
  return message ? (
    <p role="alert" className="text-sm text-destructive">
      {message}
    </p>
  ) : null;
}
