import { Phone } from 'lucide-react';
import { formatPhone } from '@/shared/phone';

/** A stored number as a line that calls it: "+216 20 123 456", a tel: link. */
export function PhoneLine({ phone }: { phone: string }) {
  return (
    <p className="flex items-center gap-2">
      <Phone className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <a href={`tel:${phone.replace(/[^+0-9]/g, '')}`} className="hover:underline">
        {formatPhone(phone)}
      </a>
    </p>
  );
}
