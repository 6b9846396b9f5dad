// Placeholders with the shape of what is loading, so nothing jumps when it arrives.

export function SalonCardSkeleton() {
  return (
    <div className="flex animate-pulse flex-col overflow-hidden rounded-lg border" aria-hidden="true">
      <div className="aspect-video w-full bg-muted" />
      <div className="flex flex-col gap-3 p-4">
        <div className="h-5 w-2/3 rounded bg-muted" />
        <div className="h-4 w-full rounded bg-muted" />
        <div className="h-4 w-1/2 rounded bg-muted" />
        <div className="h-4 w-1/3 rounded bg-muted" />
      </div>
    </div>
  );
}

export function SalonGridSkeleton({ count }: { count: number }) {
  return (
    <div role="status" className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">Chargement des salons...</span>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <SalonCardSkeleton key={index} />
      ))}
    </div>
  );
}

export function SalonDetailSkeleton() {
  return (
    <div role="status" className="animate-pulse">
      <span className="sr-only">Chargement du salon...</span>
      <div className="h-56 w-full bg-muted sm:h-72" />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-8 lg:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-3">
          <div className="h-8 w-2/3 rounded bg-muted" />
          <div className="h-4 w-1/2 rounded bg-muted" />
          <div className="h-4 w-1/3 rounded bg-muted" />
          <div className="mt-6 h-24 w-full rounded bg-muted" />
          <div className="mt-6 h-48 w-full rounded bg-muted" />
        </div>
        <div className="h-40 rounded-lg bg-muted" />
      </div>
    </div>
  );
}
