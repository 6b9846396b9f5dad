import { type ReactNode, Suspense } from 'react';

/**
 * A part of a page whose code loads on demand (`lazy`). The server draws its fallback: its rendering
 * cannot wait for code, and a part that suspended there lost the whole page (decision 071). The
 * browser shows the same fallback until the code has loaded.
 */
export function LazyPart({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  if (typeof window === 'undefined') return <>{fallback}</>;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
