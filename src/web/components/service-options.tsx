import { formatDuration, formatPrice, formatTotalDuration } from '@/shared/format';

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

/** A package's value in a select that offers services and packages alike. */
const PACKAGE_OPTION = 'forfait:';
export const packageOption = (packageId: string) => `${PACKAGE_OPTION}${packageId}`;
/** The package a select's value names, if it names one. */
export function packageOfOption<T extends { id: string }>(
  value: string,
  packages: readonly T[],
): T | undefined {
  return value.startsWith(PACKAGE_OPTION)
    ? packages.find((item) => packageOption(item.id) === value)
    : undefined;
}

/** A select's packages, after its services: "Forfait mariée · 2 h 30 · 180 DT" under "Forfaits". */
export function PackageOptions({
  packages,
}: {
  packages: readonly { id: string; name: string; duration: number; price: string }[];
}) {
  if (packages.length === 0) return null;
  return (
    <optgroup label="Forfaits">
      {packages.map((item) => (
        <option key={item.id} value={packageOption(item.id)}>
          {item.name} · {formatTotalDuration(item.duration)} · {formatPrice(item.price)}
        </option>
      ))}
    </optgroup>
  );
}
