import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pages } from '@/shared/pages';

/** The three legal pages linked from the footer (docs/product.md#legal-pages). */
const LEGAL_PAGES = [
  { to: pages.legalNotice, label: 'Mentions légales' },
  { to: pages.privacy, label: 'Politique de confidentialité' },
  { to: pages.terms, label: "Conditions générales d'utilisation" },
] as const;

export type LegalPagePath = (typeof LEGAL_PAGES)[number]['to'];

/** "2026-11-21" → "21 novembre 2026", read as a calendar date whatever the visitor's time zone. */
function formatUpdatedOn(isoDate: string): string {
  return new Intl.DateTimeFormat('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/**
 * Shared frame of the legal pages: one <h1>, the date of the last update, the sections (given as
 * children, each a <LegalSection>), and links to the other legal pages. Plain Tailwind utilities give
 * the text a readable, prose-like rhythm (no typography plugin).
 */
export function LegalPage({
  title,
  updatedOn,
  current,
  intro,
  children,
}: {
  title: string;
  /** ISO date (YYYY-MM-DD) of the last update. */
  updatedOn: string;
  /** Path of this page, left out of the cross-links. */
  current: LegalPagePath;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const others = LEGAL_PAGES.filter((page) => page.to !== current);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <header className="border-b pb-6">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-3 text-sm text-muted-foreground">
          Dernière mise à jour : <time dateTime={updatedOn}>{formatUpdatedOn(updatedOn)}</time>
        </p>
        {intro && <div className="mt-4 text-base leading-7">{intro}</div>}
      </header>
      <div className="text-base leading-7 [&_a:hover]:decoration-2 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&_li]:mt-1.5 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_strong]:font-semibold [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
        {children}
      </div>
      <nav aria-label="Autres informations légales" className="mt-12 border-t pt-6">
        <p className="text-sm font-semibold">Voir aussi</p>
        <ul className="mt-2 flex flex-col gap-2 text-sm sm:flex-row sm:gap-6">
          {others.map((page) => (
            <li key={page.to}>
              <Link
                to={page.to}
                className="font-medium text-primary underline underline-offset-2 hover:decoration-2"
              >
                {page.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}

/** One titled section of a legal page. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-10 first:mt-8">
      <h2 className="text-xl font-semibold tracking-tight sm:text-2xl">{title}</h2>
      {children}
    </section>
  );
}

/** A definition-like line ("Dénomination : …") inside a legal section. */
export function LegalFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li>
      <strong>{label} :</strong> {children}
    </li>
  );
}
