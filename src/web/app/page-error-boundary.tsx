import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/web/components/ui/button';

interface State {
  failed: boolean;
}

/** Catches a page that failed to draw or whose code did not load (an older build, no network). */
class Boundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="container mx-auto grid max-w-lg gap-4 px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">Cette page n’a pas pu s’afficher</h1>
        <p className="text-muted-foreground">
          Vérifiez votre connexion, puis rechargez la page. Ce qui était enregistré n’est pas perdu.
        </p>
        <div>
          <Button type="button" onClick={() => window.location.reload()}>
            Recharger la page
          </Button>
        </div>
      </div>
    );
  }
}

/**
 * A page's failure stays inside the page: the menu and the footer remain, and another address
 * starts afresh (the boundary is keyed by it).
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary key={useLocation().pathname}>{children}</Boundary>;
}

/**
 * A layout's failure (its code did not load): kept across moves, so that the layout around the
 * pages is not drawn afresh at each one; its pages have boundaries of their own.
 */
export function LayoutErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary>{children}</Boundary>;
}
