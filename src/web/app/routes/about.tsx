import {
  BadgeCheck,
  BellRing,
  CalendarClock,
  Clock,
  HeartHandshake,
  type LucideIcon,
  Mail,
  Phone,
  Scissors,
  Search,
  ShieldCheck,
} from 'lucide-react';
import { Link } from 'react-router';
import { CONTACT_EMAIL, CONTACT_PHONE, FOOTER_HOURS } from '@/shared/constants';
import { pages } from '@/shared/pages';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { usePageTitle } from '@/web/lib/use-page-title';

const REASONS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: CalendarClock,
    title: 'Disponibilités en temps réel',
    text: 'Seuls les créneaux vraiment libres vous sont proposés, selon les horaires du salon et la durée de la prestation. Fini les allers-retours au téléphone.',
  },
  {
    icon: BadgeCheck,
    title: 'Des avis dignes de confiance',
    text: 'Les avis sont publiés par des clients inscrits, sans contrepartie. La mention « Client vérifié » signale ceux qui ont eu un rendez-vous confirmé dans le salon.',
  },
  {
    icon: HeartHandshake,
    title: 'Gratuit pour les clients',
    text: 'Créer un compte et réserver ne coûte rien. Vous réglez uniquement votre prestation, directement au salon, au prix affiché en DT.',
  },
  {
    icon: ShieldCheck,
    title: 'Des salons validés',
    text: "Chaque prestataire et chaque salon sont vérifiés par notre équipe avant d'apparaître sur Rendezvous.",
  },
];

const STEPS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Search,
    title: 'Choisissez un salon',
    text: 'Parcourez les salons, filtrez par prestation et comparez les notes et les avis.',
  },
  {
    icon: Scissors,
    title: 'Sélectionnez une prestation et un créneau',
    text: "Coupe, maquillage, ongles ou soin du visage : choisissez la prestation, le jour et l'heure qui vous conviennent.",
  },
  {
    icon: BellRing,
    title: 'Confirmez et soyez notifié',
    text: 'Validez votre demande : le salon la confirme et vous êtes prévenu par notification et par e-mail.',
  },
];

/** How to reach the team: the address and the number as links, the hours as plain text. */
const CONTACT_WAYS: { icon: LucideIcon; label: string; text: string; href?: string }[] = [
  { icon: Mail, label: 'E-mail', text: CONTACT_EMAIL, href: `mailto:${CONTACT_EMAIL}` },
  { icon: Phone, label: 'Téléphone', text: CONTACT_PHONE, href: `tel:${CONTACT_PHONE.replaceAll(' ', '')}` },
  { icon: Clock, label: 'Horaires', text: FOOTER_HOURS },
];

export function Component() {
  usePageTitle('À propos');
  return (
    <div>
      <section className="bg-gradient-to-b from-primary-soft to-background">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">À propos</h1>
          <p className="mt-4 max-w-2xl text-lg text-muted-foreground">
            Rendezvous réunit les salons de coiffure et de beauté de Tunisie et leurs clients : trouvez le bon
            salon, réservez en quelques clics, sans attente au téléphone.
          </p>
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl gap-16 px-4 py-12 sm:py-16">
        <section aria-labelledby="mission" className="grid gap-4 lg:grid-cols-[1fr_2fr] lg:gap-12">
          <h2 id="mission" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Notre mission
          </h2>
          <div className="grid gap-4 text-base leading-7">
            <p>
              Prendre soin de soi ne devrait pas commencer par une série d'appels sans réponse. Notre mission
              est de rendre la prise de rendez-vous beauté simple, rapide et fiable, pour chacun et à toute
              heure.
            </p>
            <p>
              Nous aidons aussi les salons — des indépendants aux grandes enseignes — à se faire connaître, à
              remplir leur agenda et à gérer leurs réservations en un seul endroit, pour se consacrer à
              l'essentiel : leurs clients.
            </p>
          </div>
        </section>

        <section aria-labelledby="why">
          <h2 id="why" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Pourquoi nous choisir
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {REASONS.map(({ icon: Icon, title, text }) => (
              <li key={title}>
                <Card className="h-full">
                  <CardContent className="grid gap-3 pt-6">
                    <span className="flex size-11 items-center justify-center rounded-full bg-primary-soft text-primary">
                      <Icon className="size-5" aria-hidden="true" />
                    </span>
                    <h3 className="font-semibold">{title}</h3>
                    <p className="text-sm leading-6 text-muted-foreground">{text}</p>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="how">
          <h2 id="how" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Comment ça marche
          </h2>
          <ol className="mt-6 grid gap-4 md:grid-cols-3">
            {STEPS.map(({ icon: Icon, title, text }, index) => (
              <li key={title} className="rounded-lg border bg-background p-6">
                <div className="flex items-center justify-between">
                  <span
                    className="flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
                    aria-hidden="true"
                  >
                    {index + 1}
                  </span>
                  <Icon className="size-6 text-primary" aria-hidden="true" />
                </div>
                <h3 className="mt-4 font-semibold">
                  <span className="sr-only">Étape {index + 1} : </span>
                  {title}
                </h3>
                <p className="mt-1 text-sm leading-6 text-muted-foreground">{text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="contact" className="rounded-lg border bg-muted p-6 sm:p-10">
          <div className="grid gap-8 lg:grid-cols-2">
            <div>
              <h2 id="contact" className="text-2xl font-bold tracking-tight sm:text-3xl">
                Contact
              </h2>
              <p className="mt-2 text-muted-foreground">
                Une question sur une réservation ou sur la plateforme ? Notre équipe vous répond.
              </p>
              <ul className="mt-6 grid gap-3">
                {CONTACT_WAYS.map(({ icon: Icon, label, text, href }) => (
                  <li key={label} className="flex items-center gap-3">
                    <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
                    <span className="sr-only">{`${label} : `}</span>
                    {href ? (
                      <a
                        href={href}
                        className="font-medium underline-offset-4 hover:text-primary hover:underline"
                      >
                        {text}
                      </a>
                    ) : (
                      <span>{text}</span>
                    )}
                  </li>
                ))}
              </ul>
            </div>
            <div className="flex flex-col justify-center gap-4">
              <p className="font-semibold">Vous cherchez un salon ou vous en gérez un ?</p>
              <div className="flex flex-wrap gap-3">
                <Button asChild size="lg">
                  <Link to={pages.providers}>Découvrir les salons</Link>
                </Button>
                <Button asChild size="lg" variant="outline">
                  <Link to={`${pages.register}?role=prestataire`}>Devenir prestataire</Link>
                </Button>
              </div>
              <p className="text-sm text-muted-foreground">
                Les comptes prestataires sont validés par un administrateur avant la création d'un salon.
              </p>
            </div>
          </div>
        </section>
      </div>
    </div>
  );
}
