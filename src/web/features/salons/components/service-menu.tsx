import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import type { SalonPackage, SalonService } from '@/shared/api-types';
import { formatDuration, formatPrice, formatTotalDuration } from '@/shared/format';
import { categoryOf, OTHER_SERVICES_LABEL, SERVICE_CATEGORIES } from '@/shared/service-categories';
import { Button } from '@/web/components/ui/button';

interface ServiceGroup {
  id: string;
  label: string;
  services: SalonService[];
}

/** The services under the home page's categories, in their order; the rest under "Autres prestations". */
export function groupServices(services: readonly SalonService[]): ServiceGroup[] {
  const other: ServiceGroup = { id: 'other', label: OTHER_SERVICES_LABEL, services: [] };
  const groups: ServiceGroup[] = [
    ...SERVICE_CATEGORIES.map((category) => ({ id: category.id, label: category.label, services: [] })),
    other,
  ];
  for (const service of services) {
    const category = categoryOf(service.name);
    (groups.find((group) => category && group.id === category.id) ?? other).services.push(service);
  }
  return groups.filter((group) => group.services.length > 0);
}

/**
 * A salon's services grouped by category, each row with its duration, its price and a "Réserver"
 * link that opens the booking page with that service chosen (`bookingHref`).
 */
export function ServiceMenu({
  services,
  bookingHref,
}: {
  services: readonly SalonService[];
  bookingHref: (serviceId: string) => string;
}) {
  return (
    <div className="mt-4 grid gap-6">
      {groupServices(services).map((group) => (
        <div key={group.id}>
          <h3 id={`services-${group.id}`} className="text-base font-semibold text-muted-foreground">
            {group.label}
          </h3>
          <ul aria-labelledby={`services-${group.id}`} className="mt-2 divide-y rounded-lg border">
            {group.services.map((service) => (
              <MenuRow
                key={service.id}
                name={service.name}
                duration={formatDuration(service.duration)}
                price={service.price}
                href={bookingHref(service.id)}
              />
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/**
 * The salon's packages: each row names its services in order, its total time and its own price, with
 * a "Réserver" link that opens the booking page with the package chosen (docs/product.md#packages).
 */
export function PackageMenu({
  packages,
  bookingHref,
}: {
  packages: readonly SalonPackage[];
  bookingHref: (packageId: string) => string;
}) {
  return (
    <ul aria-labelledby="packages-title" className="mt-4 divide-y rounded-lg border">
      {packages.map((item) => (
        <MenuRow
          key={item.id}
          name={item.name}
          contents={item.services.map((service) => service.name).join(' + ')}
          duration={formatTotalDuration(item.duration)}
          price={item.price}
          href={bookingHref(item.id)}
        />
      ))}
    </ul>
  );
}

/** One row of the menu: what it is, how long, its price, and "Réserver" opening the booking page. */
function MenuRow(props: { name: string; contents?: string; duration: string; price: string; href: string }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 p-4">
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">{props.name}</p>
        {props.contents !== undefined && (
          <p className="text-sm break-words text-muted-foreground">{props.contents}</p>
        )}
        <p className="flex items-center gap-1 text-sm text-muted-foreground">
          <Clock className="size-3.5" aria-hidden="true" /> {props.duration}
        </p>
      </div>
      <div className="flex items-center gap-3">
        <p className="font-semibold whitespace-nowrap">{formatPrice(props.price)}</p>
        <Button asChild size="sm">
          <Link to={props.href} aria-label={`Réserver ${props.name}`}>
            Réserver
          </Link>
        </Button>
      </div>
    </li>
  );
}
