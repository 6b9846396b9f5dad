import { Link } from 'react-router';
import { CONTACT_EMAIL, CONTACT_PHONE, FOOTER_HOURS } from '@/shared/constants';
import { pages } from '@/shared/pages';
import { LegalFact, LegalPage, LegalSection } from '@/web/components/layout/legal-page';
import { usePageTitle } from '@/web/lib/use-page-title';

export function Component() {
  usePageTitle('Mentions légales');
  return (
    <LegalPage
      title="Mentions légales"
      updatedOn="2026-11-21"
      current={pages.legalNotice}
      intro={
        <p>
          Les présentes mentions légales identifient l'éditeur et l'hébergeur du site et de l'application
          Rendezvous (ci-après « la Plateforme »), la place de marché qui permet de trouver un salon de
          coiffure ou de beauté et d'y réserver un rendez-vous.
        </p>
      }
    >
      <LegalSection title="Éditeur">
        <p>La Plateforme est éditée par :</p>
        <ul>
          <LegalFact label="Dénomination">Rendezvous SARL (en cours d'immatriculation)</LegalFact>
          <LegalFact label="Forme juridique">
            société à responsabilité limitée de droit tunisien, en cours de constitution
          </LegalFact>
          <LegalFact label="Siège social">
            Tunisie — adresse postale communiquée à l'issue de l'immatriculation et, d'ici là, sur simple
            demande à l'adresse de contact ci-dessous
          </LegalFact>
          <LegalFact label="Registre national des entreprises (RNE)">
            identifiant unique en cours d'attribution
          </LegalFact>
          <LegalFact label="Matricule fiscal">en cours d'attribution</LegalFact>
          <LegalFact label="E-mail">
            <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
          </LegalFact>
          <LegalFact label="Téléphone">
            <a href={`tel:${CONTACT_PHONE.replaceAll(' ', '')}`}>{CONTACT_PHONE}</a>
          </LegalFact>
        </ul>
        <p>
          Ces informations seront complétées dès l'immatriculation de la société. Rendezvous agit comme
          intermédiaire technique entre les clients et les salons : les prestations de coiffure et de beauté
          sont fournies par les salons eux-mêmes, sous leur propre responsabilité.
        </p>
      </LegalSection>

      <LegalSection title="Directeur de la publication">
        <p>
          Le directeur de la publication est le gérant de Rendezvous SARL, en sa qualité de représentant
          légal. Il peut être joint à l'adresse <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
        </p>
      </LegalSection>

      <LegalSection title="Contact">
        <p>Pour toute question concernant la Plateforme, vous pouvez nous écrire ou nous appeler :</p>
        <ul>
          <LegalFact label="E-mail">
            <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
          </LegalFact>
          <LegalFact label="Téléphone">
            <a href={`tel:${CONTACT_PHONE.replaceAll(' ', '')}`}>{CONTACT_PHONE}</a> (heure de Tunis)
          </LegalFact>
          <LegalFact label="Horaires">{FOOTER_HOURS}</LegalFact>
        </ul>
        <p>
          Pour une question sur un rendez-vous (horaire, prestation, tarif), adressez-vous d'abord au salon
          concerné depuis votre espace personnel : il est seul à pouvoir confirmer, déplacer ou annuler la
          prestation de son côté.
        </p>
      </LegalSection>

      <LegalSection title="Hébergeur">
        <p>
          La Plateforme et ses données sont hébergées sur des serveurs administrés par l'éditeur, soit en
          propre, soit loués auprès d'un prestataire d'hébergement professionnel qui fournit l'infrastructure
          (centre de données, alimentation, réseau) sans intervenir sur le contenu. La dénomination et les
          coordonnées de ce prestataire sont communiquées sur simple demande adressée à{' '}
          <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
        </p>
      </LegalSection>

      <LegalSection title="Propriété intellectuelle">
        <p>
          La structure de la Plateforme, sa charte graphique, son logo, ses textes, ses illustrations et son
          code source sont la propriété de l'éditeur ou font l'objet d'une autorisation d'utilisation. Toute
          reproduction, représentation, adaptation ou extraction, totale ou partielle, sans autorisation
          écrite préalable de l'éditeur est interdite et peut constituer une contrefaçon au sens de la loi
          tunisienne n° 94-36 du 24 février 1994 relative à la propriété littéraire et artistique et, pour les
          utilisateurs situés en France, du Code de la propriété intellectuelle.
        </p>
        <p>
          Les contenus publiés par les salons (nom, description, photos, prestations et tarifs) restent la
          propriété de leurs auteurs, de même que les avis rédigés par les clients. Leurs auteurs accordent à
          l'éditeur le droit de les afficher sur la Plateforme dans les conditions prévues par les{' '}
          <Link to={pages.terms}>conditions générales d'utilisation</Link>. L'extraction systématique des
          fiches de salons ou des avis, par quelque moyen automatisé que ce soit, est interdite.
        </p>
      </LegalSection>

      <LegalSection title="Signalement de contenus">
        <p>
          Si vous estimez qu'un contenu publié sur la Plateforme (avis, photo, description de salon ou toute
          autre information) est illicite — par exemple injurieux, diffamatoire, discriminatoire,
          contrefaisant, trompeur ou portant atteinte à la vie privée d'une personne — vous pouvez le signaler
          à l'adresse <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> en indiquant :
        </p>
        <ul>
          <li>l'adresse (URL) de la page et le contenu en cause ;</li>
          <li>
            les raisons pour lesquelles vous estimez ce contenu illicite, avec si possible les textes visés ;
          </li>
          <li>vos nom et coordonnées, afin que nous puissions vous informer de la suite donnée.</li>
        </ul>
        <p>
          Chaque signalement est examiné dans les meilleurs délais. Un contenu manifestement illicite est
          retiré ou rendu inaccessible, et son auteur en est informé avec le motif du retrait. Le signalement
          abusif d'un contenu dans le but d'en obtenir le retrait, en le sachant inexact, engage la
          responsabilité de son auteur.
        </p>
      </LegalSection>

      <LegalSection title="Données personnelles">
        <p>
          Les traitements de données personnelles réalisés sur la Plateforme, l'unique cookie utilisé et vos
          droits sont décrits dans la <Link to={pages.privacy}>politique de confidentialité</Link>.
        </p>
      </LegalSection>

      <LegalSection title="Droit applicable">
        <p>
          Les présentes mentions légales sont régies par le droit tunisien. En cas de litige, et à défaut de
          solution amiable recherchée au préalable auprès de l'éditeur, les tribunaux de Tunis seront seuls
          compétents, sous réserve des dispositions impératives qui protègent le consommateur dans son pays de
          résidence, notamment pour les utilisateurs résidant dans un État membre de l'Union européenne.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
