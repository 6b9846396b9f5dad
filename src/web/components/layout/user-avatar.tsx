import { cn } from '@/web/lib/utils';

/** The person's photo, or the initial of their name when they have none. */
export function UserAvatar({
  name,
  url,
  className,
}: {
  name: string;
  url: string | null;
  className?: string;
}) {
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  return url ? (
    <img src={url} alt="" className={cn('size-8 rounded-full object-cover', className)} />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-8 items-center justify-center rounded-full bg-primary-soft text-sm font-semibold text-primary',
        className,
      )}
    >
      {initial}
    </span>
  );
}
