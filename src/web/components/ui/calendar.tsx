import { type ComponentProps, type CSSProperties, useLayoutEffect, useRef } from 'react';
import { type DayButtonProps, DayPicker } from 'react-day-picker';
import { fr } from 'react-day-picker/locale';
import 'react-day-picker/style.css';

/**
 * react-day-picker's day button, focusing its day when the day is committed rather than after the
 * next paint. Under Preact an effect waits for the paint, and runs early only when its component
 * renders again: arrow keys pressed faster than that (a held key) left two days each pulling the
 * focus back in turn, and the tab froze (decisions 019, 038).
 */
function DayButton({ day: _day, modifiers, ...buttonProps }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  return <button ref={ref} {...buttonProps} />;
}

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
      components={{ DayButton, ...props.components }}
    />
  );
}
