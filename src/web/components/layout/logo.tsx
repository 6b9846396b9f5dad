import { Link } from 'react-router';
import { paths } from '@/web/lib/paths';

export function Logo() {
  return (
    <Link to={paths.home} className="flex items-center gap-2 font-semibold" aria-label="Rendezvous, accueil">
      <span className="flex size-9 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground">
        R
      </span>
      <span className="text-lg">Rendezvous</span>
    </Link>
  );
}
