import { type ReactNode, Suspense } from 'react';

/**
 * A part of a page whose code loads on demand (`lazy`). The server draws its fallback: its rendering
 * cannot wait for code, and a part that suspended there lost the whole page (decision 071). The
 * browser shows the same fallback until the code has loaded.
 *
 * Both sides put the part in an element of its own (`display: contents`, so no box of its own in
 * the layout). Preact takes a suspended part's place in the drawn page to be the next node it finds:
 * a part drawn as nothing (the live notifications before the page, the review form) suspended while
 * the page was taken over, took the page's node as its own, and the whole page was drawn a second
 * time beside it until the code came (preactjs/preact#4079). Inside its own element, the next node
 * it finds is its own fallback, or none.
 */
export function LazyPart({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <div className="contents">
      {typeof window === 'undefined' ? fallback : <Suspense fallback={fallback}>{children}</Suspense>}
    </div>
  );
}
