// fr-FR display of money, dates and times (docs/product.md#platform-guarantees). Money arrives as an
// exact decimal string.

const priceFormatter = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** "25 DT", "12,50 DT". Input is the exact decimal string stored in the database (e.g. "12.50"). */
export function formatPrice(amount: string | number): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  const hasCents = Math.round(value * 100) % 100 !== 0;
  const text = hasCents
    ? new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)
    : priceFormatter.format(value);
  return `${text} DT`;
}

/** A stored price as a French form field shows it: "20.50" → "20,50". */
export const priceForInput = (amount: string) => amount.replace('.', ',');

export function formatDate(date: Date | string, timeZone?: string): string {
  return new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone }).format(new Date(date));
}

export function formatShortDate(date: Date | string, timeZone?: string): string {
  return new Intl.DateTimeFormat('fr-FR', { timeZone }).format(new Date(date));
}

/** "lun. 12 janv.": a day in a short list of appointments. */
export function formatShortDay(date: Date | string, timeZone?: string): string {
  return new Intl.DateTimeFormat('fr-FR', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone,
  }).format(new Date(date));
}

export function formatTime(date: Date | string, timeZone?: string): string {
  return new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone }).format(
    new Date(date),
  );
}

/** "4,3" : averages are shown with one decimal (docs/product.md#reviews). */
export function formatRating(value: number): string {
  return new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

export function formatDuration(minutes: number): string {
  return `${minutes} min`;
}

/** A visit's total time: "45 min", "1 h", "1 h 45". */
export function formatTotalDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return `${Math.floor(minutes / 60)} h${rest ? ` ${String(rest).padStart(2, '0')}` : ''}`;
}

/** "1 salon trouvé", "12 salons trouvés". */
export function pluralize(count: number, singular: string, plural: string): string {
  return `${new Intl.NumberFormat('fr-FR').format(count)} ${count > 1 ? plural : singular}`;
}

const calendarDay = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const calendarDayWithYear = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar day (YYYY-MM-DD) with its year: "2 nov. 2026". */
export function formatCalendarDay(date: string): string {
  return calendarDayWithYear.format(new Date(`${date}T12:00:00Z`));
}

/** A calendar day range (YYYY-MM-DD): "le 17 déc." or "du 8 févr. au 9 mars". */
export function formatDayRange(start: string, end: string): string {
  const day = (date: string) => calendarDay.format(new Date(`${date}T12:00:00Z`));
  return start === end ? `le ${day(start)}` : `du ${day(start)} au ${day(end)}`;
}
