import { Star } from 'lucide-react';
import { useState } from 'react';
import { RATING_MAX } from '@/shared/constants';
import { cn } from '@/web/lib/utils';

/**
 * Five stars as a radio group: arrow keys and screen readers work as with any radio group, and the
 * mouse gets a hover preview. 0 means "no rating chosen yet".
 */
export function StarRatingInput({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;
  return (
    <fieldset className="flex items-center gap-1" onMouseLeave={() => setHovered(0)}>
      <legend className="sr-only">Votre note</legend>
      {Array.from({ length: RATING_MAX }, (_, index) => {
        const star = index + 1;
        return (
          <label
            key={star}
            className="cursor-pointer rounded p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
          >
            <input
              type="radio"
              name="rating"
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className="sr-only"
            />
            <Star
              aria-hidden="true"
              onMouseEnter={() => setHovered(star)}
              className={cn(
                'size-7 transition-colors',
                star <= shown ? 'fill-amber-400 text-amber-400' : 'text-gray-300',
              )}
            />
            <span className="sr-only">
              {star} étoile{star > 1 ? 's' : ''}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
