// Packages ("forfaits", docs/product.md#packages): a salon's named sequence of its services with a
// price of its own, booked as one visit.

/** A package has at least two services: one is a service. */
export const PACKAGE_MIN_PARTS = 2;

export const PACKAGE_CHANGED_MESSAGE = 'Ce forfait a changé entre-temps : choisissez-le à nouveau.';
export const PACKAGE_NOT_FOUND = 'Forfait introuvable.';
export const PACKAGE_IN_USE_MESSAGE = (packageName: string) =>
  `Ce service fait partie du forfait « ${packageName} » : retirez-le du forfait avant de le supprimer.`;

const cents = (price: string | number) => Math.round(Number(price) * 100);

/**
 * The package's price shared among its services in proportion to their own prices, in whole cents
 * that add up to it exactly (the largest remainders take the odd cents), so that each service of
 * the booked visit shows its share and the shares make the package's price.
 */
export function packagePartPrices(listPrices: readonly string[], packagePrice: string): string[] {
  const total = cents(packagePrice);
  const weights = listPrices.map(cents);
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  // Services all free of charge: equal shares.
  const exact = weights.map((weight) =>
    weightSum === 0 ? total / weights.length : (total * weight) / weightSum,
  );
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares.map((share) => (share / 100).toFixed(2));
}

/** Whether a visit's services are the package's, in its order. */
export function isPackageVisit(
  packageServiceIds: readonly string[],
  visitServiceIds: readonly string[],
): boolean {
  return (
    packageServiceIds.length === visitServiceIds.length &&
    packageServiceIds.every((serviceId, index) => serviceId === visitServiceIds[index])
  );
}
