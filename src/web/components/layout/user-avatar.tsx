import { avatarUrl } from '@/web/lib/avatars';
import { cn } from '@/web/lib/utils';

/**
 * The person's photo, or the initial of their name when they have none. The initial is drawn by CSS,
 * like the photo it stands for: a button showing an avatar and a name is named by the name alone
 * (WCAG 2.5.3, "Menu de Salma" for "S Salma").
 */
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
  // Demo accounts may hold a bundled picture's code rather than an address
  // (docs/product.md#profile-and-images).
  const picture = avatarUrl(url);
  return picture ? (
    <img src={picture} alt="" className={cn('size-8 rounded-full object-cover', className)} />
  ) : (
    <span
      aria-hidden="true"
      data-initial={initial}
      className={cn(
        'flex size-8 items-center justify-center rounded-full bg-primary-soft text-sm font-semibold text-primary before:content-[attr(data-initial)]',
        className,
      )}
    />
  );
}
