/**
 * What a booking keeps of its salon and service when it is made: the owner answers it, and the
 * service's name and price are copied so that a later change of the menu leaves it as it was agreed.
 */
export function bookedService(
  salon: { id: string; ownerId: string },
  service: { id: string; name: string; price: string },
) {
  return {
    prestataireId: salon.ownerId,
    salonId: salon.id,
    serviceId: service.id,
    serviceName: service.name,
    servicePrice: service.price,
  };
}
