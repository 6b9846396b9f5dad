import type { ComponentProps, CSSProperties } from 'react';
import { DayPicker } from 'react-day-picker';
import { fr } from 'react-day-picker/locale';
import 'react-day-picker/style.css';

/** One month at a time with previous/next buttons, in French, weeks starting on Monday. */
export function Calendar(props: ComponentProps<typeof DayPicker>) {
  return (
    <DayPicker
      locale={fr}
      weekStartsOn={1}
      numberOfMonths={1}
      style={
        {
          '--rdp-accent-color': 'var(--color-primary)',
          '--rdp-accent-background-color': 'var(--color-primary-soft)',
        } as CSSProperties
      }
      {...props}
    />
  );
}
