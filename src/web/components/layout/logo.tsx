import { Link } from 'react-router';
import { pages } from '@/shared/pages';

export function Logo() {
  return (
    <Link to={pages.home} className="flex items-center gap-2 font-semibold" aria-label="Rendezvous, accueil">
      {/* The round mark is a picture drawn by CSS: the link's visible words are its name's (WCAG 2.5.3). */}
      <span
        aria-hidden="true"
        className="flex size-9 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground before:content-['R']"
      />
      <span className="text-lg">Rendezvous</span>
    </Link>
  );
}
