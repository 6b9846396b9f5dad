import { Outlet } from 'react-router';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { SkipLink } from './skip-link';

export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <Navbar />
      {/* At least a screen tall: the footer starts below the fold, so late content never pushes it in view. */}
      <main id="contenu" className="min-h-screen flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
