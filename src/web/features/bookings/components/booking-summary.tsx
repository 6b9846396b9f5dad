import { CalendarDays, Clock, MapPin, Scissors, UserRound, Wallet } from 'lucide-react';
import type { BookingStatus } from '@/shared/booking-status';
import { formatDate, formatPrice, formatTime } from '@/shared/format';
import { BookingStatusBadge } from './booking-status-badge';

export interface BookingSummaryFacts {
  status: BookingStatus;
  salonName: string;
  salonAddress: string;
  serviceName: string;
  price: string;
  employeeFirstName: string | null;
  startTime: string;
  endTime: string;
  timeZone: string;
  /** The salon's cancellation rule, in words. */
  rule: string;
}

/** What a booking is, in the words of the recap page and of a reminder's link page. */
export function BookingSummary({ facts }: { facts: BookingSummaryFacts }) {
  const zone = facts.timeZone;
  return (
    <div className="grid gap-3 text-sm">
      <div className="flex items-center justify-between gap-3">
        <p className="text-lg font-semibold">{facts.salonName}</p>
        <BookingStatusBadge status={facts.status} />
      </div>
      <dl className="grid gap-3">
        <Fact icon={MapPin} label="Adresse" value={facts.salonAddress} />
        <Fact icon={Scissors} label="Service" value={facts.serviceName} />
        {facts.employeeFirstName && <Fact icon={UserRound} label="Avec" value={facts.employeeFirstName} />}
        <Fact icon={CalendarDays} label="Date" value={formatDate(facts.startTime, zone)} />
        <Fact
          icon={Clock}
          label="Heure"
          value={`${formatTime(facts.startTime, zone)} – ${formatTime(facts.endTime, zone)}`}
        />
        <Fact icon={Wallet} label="Prix" value={formatPrice(facts.price)} />
      </dl>
      <p className="rounded-md bg-muted p-3 text-muted-foreground">{facts.rule}</p>
    </div>
  );
}

function Fact({ icon: Icon, label, value }: { icon: typeof MapPin; label: string; value: string }) {
  return (
    <div className="flex items-start gap-2">
      <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <dt className="w-16 shrink-0 text-muted-foreground">{label}</dt>
      <dd className="min-w-0">{value}</dd>
    </div>
  );
}
