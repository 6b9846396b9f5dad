import { useState } from 'react';
import type { SalonPhoto } from '@/shared/api-types';
import { cn } from '@/web/lib/utils';

/**
 * The salon's pictures: the cover first, then the gallery's photos in the owner's order. One large
 * view and a row of thumbnails, each a button that shows its photo there (no script but this one,
 * no library: decision 053).
 */
export function SalonGallery({
  salonName,
  coverImageUrl,
  photos,
}: {
  salonName: string;
  coverImageUrl: string | null;
  photos: readonly SalonPhoto[];
}) {
  const pictures = [...(coverImageUrl ? [{ id: 'cover', url: coverImageUrl }] : []), ...photos];
  const [shownId, setShownId] = useState<string | null>(null);
  const index = Math.max(
    0,
    pictures.findIndex((picture) => picture.id === shownId),
  );
  const shown = pictures[index];
  if (!shown) return null;
  const total = pictures.length;
  const label = (at: number) => `${salonName} (${at + 1} sur ${total})`;

  return (
    <div className="mt-4 grid gap-3">
      <figure className="overflow-hidden rounded-lg border bg-muted">
        <img
          src={shown.url}
          alt={label(index)}
          width={1600}
          height={1200}
          loading="lazy"
          decoding="async"
          className="aspect-[4/3] w-full object-contain"
        />
        <figcaption className="px-3 py-2 text-sm text-muted-foreground" aria-live="polite">
          Photo {index + 1} sur {total}
        </figcaption>
      </figure>
      {total > 1 && (
        <ul className="flex gap-2 overflow-x-auto p-1" aria-label="Miniatures">
          {pictures.map((picture, at) => (
            <li key={picture.id} className="shrink-0">
              <button
                type="button"
                aria-label={`Afficher la photo ${at + 1} sur ${total}`}
                aria-pressed={at === index}
                onClick={() => setShownId(picture.id)}
                className={cn(
                  'block overflow-hidden rounded-md border-2',
                  at === index ? 'border-primary' : 'border-transparent',
                )}
              >
                <img
                  src={picture.url}
                  alt=""
                  width={96}
                  height={72}
                  loading="lazy"
                  decoding="async"
                  className="h-18 w-24 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
