import { Link } from 'react-router';
import { CONTACT_EMAIL, CONTACT_PHONE, FOOTER_HOURS } from '@/shared/constants';
import { pages } from '@/shared/pages';
import { now } from '@/web/lib/clock';

export function Footer() {
  return (
    <footer className="mt-auto border-t bg-muted">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="font-semibold">Rendezvous</p>
          <p className="mt-2 text-sm text-muted-foreground">
            Trouvez votre salon de coiffure ou de beauté et réservez en quelques clics.
          </p>
        </div>
        <div className="text-sm">
          <p className="font-semibold">Contact</p>
          <ul className="mt-2 space-y-1 text-muted-foreground">
            <li>
              <a href={`mailto:${CONTACT_EMAIL}`} className="hover:text-primary">
                {CONTACT_EMAIL}
              </a>
            </li>
            <li>
              <a href={`tel:${CONTACT_PHONE.replaceAll(' ', '')}`} className="hover:text-primary">
                {CONTACT_PHONE}
              </a>
            </li>
            <li>{FOOTER_HOURS}</li>
          </ul>
        </div>
        <nav aria-label="Informations légales" className="text-sm">
          <p className="font-semibold">Informations</p>
          <ul className="mt-2 space-y-1 text-muted-foreground">
            <li>
              <Link to={pages.legalNotice} className="hover:text-primary">
                Mentions légales
              </Link>
            </li>
            <li>
              <Link to={pages.privacy} className="hover:text-primary">
                Confidentialité
              </Link>
            </li>
            <li>
              <Link to={pages.terms} className="hover:text-primary">
                CGU
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="border-t py-4 text-center text-xs text-muted-foreground">
        © {now().getFullYear()} Rendezvous. Tous droits réservés.
      </p>
    </footer>
  );
}
