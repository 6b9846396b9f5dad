import { TriangleAlert } from 'lucide-react';
import { cn } from '@/web/lib/utils';

/**
 * "Allergies et contre-indications" of a client, in red wherever their appointment shows
 * (docs/product.md#client-file). Compact on an agenda card: the word, with the text in its title.
 */
export function AllergyBadge({ allergies, compact = false }: { allergies: string; compact?: boolean }) {
  return (
    <span
      title={`Allergies : ${allergies}`}
      className={cn(
        'inline-flex max-w-full items-center gap-1 rounded-full bg-red-700 font-semibold text-white',
        compact ? 'w-fit px-1.5 text-[10px] leading-4' : 'px-2.5 py-0.5 text-xs',
      )}
    >
      <TriangleAlert className={compact ? 'size-3 shrink-0' : 'size-3.5 shrink-0'} aria-hidden="true" />
      <span className="truncate">{compact ? 'Allergies' : `Allergies : ${allergies}`}</span>
    </span>
  );
}
