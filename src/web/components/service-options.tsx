import { formatDuration, formatPrice } from '@/shared/format';

/** A select's services as people read them: "Brushing · 30 min · 25 DT". */
export function ServiceOptions({
  services,
}: {
  services: readonly { id: string; name: string; duration: number; price: string }[];
}) {
  return (
    <>
      {services.map((service) => (
        <option key={service.id} value={service.id}>
          {service.name} · {formatDuration(service.duration)} · {formatPrice(service.price)}
        </option>
      ))}
    </>
  );
}
