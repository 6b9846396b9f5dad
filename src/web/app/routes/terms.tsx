import { Link } from 'react-router';
import { CONTACT_EMAIL } from '@/shared/constants';
import { pages } from '@/shared/pages';
import { LegalPage, LegalSection } from '@/web/components/layout/legal-page';
import { usePageTitle } from '@/web/lib/use-page-title';

function ContactLink() {
  return <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>;
}

export function Component() {
  usePageTitle("Conditions générales d'utilisation");
  return (
    <LegalPage
      title="Conditions générales d'utilisation"
      updatedOn="2026-11-21"
      current={pages.terms}
      intro={
        <p>
          Les présentes conditions générales d'utilisation (« CGU ») fixent les règles d'utilisation de la
          Plateforme Rendezvous, éditée par Rendezvous SARL (en cours d'immatriculation). En créant un compte,
          vous les acceptez sans réserve.
        </p>
      }
    >
      <LegalSection title="1. Objet">
        <p>
          Rendezvous est une place de marché en ligne qui permet de trouver des salons de coiffure et de
          beauté, de consulter leurs prestations, leurs tarifs (en dinars tunisiens, DT) et les avis de leurs
          clients, et de réserver un rendez-vous. Les CGU s'appliquent à toute personne qui consulte la
          Plateforme ou y crée un compte.
        </p>
        <p>
          Rendezvous agit comme intermédiaire technique : la prestation elle-même (coupe, soin, maquillage…)
          est fournie par le salon, sous sa seule responsabilité, et le contrat correspondant est conclu
          directement entre le client et le salon.
        </p>
      </LegalSection>

      <LegalSection title="2. Comptes">
        <p>
          La consultation des salons est libre. La réservation, la publication d'un avis et la gestion d'un
          salon nécessitent un compte. L'inscription et l'utilisation de la Plateforme sont gratuites pour les
          clients.
        </p>
        <ul>
          <li>
            Vous devez fournir des informations exactes et les tenir à jour. Un compte est personnel : une
            même personne ne peut en ouvrir plusieurs pour contourner ces règles.
          </li>
          <li>
            Vous êtes responsable de la confidentialité de votre mot de passe et de l'utilisation de votre
            compte. Prévenez-nous sans délai à <ContactLink /> si vous pensez qu'il a été utilisé par un
            tiers.
          </li>
          <li>
            Les mineurs doivent obtenir l'accord de leur représentant légal avant de créer un compte et de
            réserver.
          </li>
          <li>
            Vous pouvez demander à tout moment la fermeture de votre compte en écrivant à <ContactLink />.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="3. Rôles : client, prestataire, administrateur">
        <ul>
          <li>
            <strong>Client</strong> : réserve des rendez-vous, suit et annule ses réservations, publie des
            avis sur les salons.
          </li>
          <li>
            <strong>Prestataire</strong> : professionnel qui gère un ou plusieurs salons. Lors de son
            inscription, il peut indiquer son numéro de CIN et l'adresse de son salon. Son compte reste{' '}
            <strong>en attente de validation</strong> jusqu'à ce qu'un administrateur l'approuve : tant qu'il
            n'est pas validé, il ne peut ni créer de salon ni proposer de prestations. Chaque salon créé est
            ensuite à son tour soumis à la validation d'un administrateur avant d'apparaître publiquement.
          </li>
          <li>
            <strong>Administrateur</strong> : membre de l'équipe Rendezvous chargé de valider ou de refuser
            les comptes prestataires et les salons, de traiter les signalements et d'assister les
            utilisateurs.
          </li>
        </ul>
        <p>
          Le prestataire garantit qu'il exerce légalement son activité et qu'il détient les autorisations
          nécessaires. Il est seul responsable des informations de ses salons (adresse, description, photos,
          horaires, prestations, durées et tarifs), qu'il s'engage à tenir exactes et à jour, ainsi que de la
          bonne exécution des prestations. Toute éventuelle facturation des prestataires par Rendezvous ferait
          l'objet de conditions particulières, acceptées au préalable. Un administrateur peut refuser ou
          suspendre un compte prestataire ou un salon dont les informations sont inexactes ou qui ne respecte
          pas les CGU.
        </p>
      </LegalSection>

      <LegalSection title="4. Réservations et annulations">
        <ul>
          <li>
            Seuls les créneaux réellement disponibles, calculés à partir des horaires du salon, de la durée de
            la prestation et des rendez-vous déjà pris, sont proposés. Un même créneau ne peut pas être
            réservé deux fois : si un autre client le prend avant vous, de nouveaux créneaux vous sont
            proposés.
          </li>
          <li>
            Une réservation est d'abord <strong>en attente</strong>. Le salon la <strong>confirme</strong> ou
            la <strong>refuse</strong> ; un refus est toujours accompagné d'une explication. Vous êtes informé
            de chaque changement par une notification dans l'application et par e-mail.
          </li>
          <li>
            Le client ou le salon peut déplacer un rendez-vous à venir vers un autre créneau libre : la
            réservation passe alors au statut <strong>modifié</strong>, l'autre partie en est informée et le
            salon peut la confirmer.
          </li>
          <li>
            Le client peut annuler à tout moment un rendez-vous à venir (en attente, confirmé ou modifié) en
            indiquant un motif. Merci de le faire le plus tôt possible, pour libérer le créneau. Le salon peut
            également annuler un rendez-vous, en indiquant une explication au client.
          </li>
          <li>
            Le prix affiché est celui indiqué par le salon ; il est réglé directement au salon, selon les
            moyens de paiement qu'il accepte. Rendezvous ne perçoit aucun paiement et ne facture aucuns frais
            de réservation ni d'annulation au client.
          </li>
          <li>
            Les réservations fictives et les absences répétées sans annulation peuvent entraîner la suspension
            du compte.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="5. Avis">
        <p>
          Les avis aident chacun à choisir un salon. Ils sont recueillis et traités de la manière suivante :
        </p>
        <ul>
          <li>
            <strong>Qui peut publier</strong> : seuls les clients disposant d'un compte peuvent déposer un
            avis, composé d'une note de 1 à 5 étoiles et d'un commentaire libre. Les prestataires et les
            administrateurs ne peuvent pas en publier.
          </li>
          <li>
            <strong>Mention « Client vérifié »</strong> : elle signifie que l'auteur a eu, dans le passé, un
            rendez-vous confirmé dans ce salon via Rendezvous. Les avis sans cette mention n'ont pas fait
            l'objet de cette vérification.
          </li>
          <li>
            <strong>Publication</strong> : les avis sont publiés dès leur envoi, sans contrepartie et sans
            contrôle préalable de leur contenu. Aucun avis n'est rémunéré, et aucun salon ne peut payer pour
            faire retirer, masquer ou mettre en avant un avis.
          </li>
          <li>
            <strong>Présentation</strong> : les avis d'un salon sont affichés du plus récent au plus ancien,
            avec leur date de publication ; la note moyenne du salon est calculée sur l'ensemble des avis
            publiés.
          </li>
          <li>
            <strong>Retrait</strong> : Rendezvous ne modère pas les opinions exprimées et ne retire un avis
            que s'il est illicite (propos injurieux, diffamatoires ou discriminatoires, atteinte à la vie
            privée, faux avis ou avis trompeur), à la suite d'un signalement ou de sa propre initiative.
            L'auteur est alors informé du retrait et de son motif. Tout utilisateur, y compris le salon
            concerné, peut signaler un avis à <ContactLink />.
          </li>
          <li>
            <strong>Suppression par l'auteur</strong> : l'auteur d'un avis peut le supprimer à tout moment. Un
            avis reste publié tant que son auteur ne l'a pas supprimé et que son compte existe.
          </li>
        </ul>
        <p>
          En publiant un avis, vous vous engagez à relater une expérience réelle et personnelle, de bonne foi,
          et vous autorisez Rendezvous à l'afficher sur la Plateforme avec votre nom et votre photo de profil.
        </p>
      </LegalSection>

      <LegalSection title="6. Règles de bonne conduite">
        <p>Il est interdit notamment :</p>
        <ul>
          <li>de publier des contenus illicites, trompeurs ou portant atteinte aux droits d'autrui ;</li>
          <li>d'usurper l'identité d'une autre personne ou d'un salon ;</li>
          <li>
            d'extraire de manière automatisée les données de la Plateforme ou d'en perturber le fonctionnement
            ;
          </li>
          <li>de détourner la Plateforme de son objet, par exemple pour démarcher ses utilisateurs.</li>
        </ul>
        <p>
          En cas de manquement, Rendezvous peut retirer le contenu concerné et suspendre ou fermer le compte,
          après avertissement sauf manquement grave.
        </p>
      </LegalSection>

      <LegalSection title="7. Responsabilité">
        <p>
          Rendezvous s'efforce de maintenir la Plateforme accessible et de fournir des informations fiables,
          mais ne peut garantir un fonctionnement sans interruption : des opérations de maintenance ou des
          incidents techniques peuvent la rendre temporairement indisponible.
        </p>
        <p>
          Les informations des salons (prestations, tarifs, horaires, photos) sont publiées sous la
          responsabilité des prestataires. Rendezvous n'étant pas partie au contrat de prestation, il ne
          répond pas de la qualité ou de l'exécution des prestations, ni des retards ou annulations décidés
          par un salon ; toute réclamation à ce sujet doit être adressée au salon. Rendezvous reste
          responsable des manquements qui lui sont imputables dans le fonctionnement de la Plateforme, dans
          les limites prévues par la loi.
        </p>
      </LegalSection>

      <LegalSection title="8. Propriété intellectuelle">
        <p>
          La Plateforme, sa marque, son logo, sa charte graphique et son code sont protégés et appartiennent à
          l'éditeur, comme précisé dans les <Link to={pages.legalNotice}>mentions légales</Link>. Les contenus
          publiés par les utilisateurs (descriptions et photos de salons, avis, photos de profil) restent la
          propriété de leurs auteurs, qui accordent à Rendezvous, pour la durée de leur publication, une
          licence gratuite et non exclusive de les reproduire et de les afficher sur la Plateforme. Chaque
          auteur garantit détenir les droits nécessaires sur ce qu'il publie.
        </p>
      </LegalSection>

      <LegalSection title="9. Données personnelles">
        <p>
          Le traitement de vos données personnelles est décrit dans la{' '}
          <Link to={pages.privacy}>politique de confidentialité</Link>.
        </p>
      </LegalSection>

      <LegalSection title="10. Modification des CGU">
        <p>
          Rendezvous peut modifier les CGU pour tenir compte de l'évolution du service ou de la
          réglementation. La version en vigueur est celle publiée sur cette page, avec sa date de mise à jour.
          Toute modification importante est annoncée aux titulaires d'un compte par e-mail ou par notification
          au moins 15 jours avant son entrée en vigueur. Si vous ne l'acceptez pas, vous pouvez fermer votre
          compte avant cette date ; en continuant d'utiliser la Plateforme après, vous acceptez les nouvelles
          CGU.
        </p>
      </LegalSection>

      <LegalSection title="11. Droit applicable et litiges">
        <p>
          Les CGU sont régies par le droit tunisien. En cas de difficulté, contactez-nous d'abord à{' '}
          <ContactLink /> afin de rechercher une solution amiable. À défaut, le litige sera porté devant les
          tribunaux de Tunis, sous réserve des dispositions impératives qui protègent le consommateur dans son
          pays de résidence : un utilisateur qui réside dans un État membre de l'Union européenne conserve le
          bénéfice de ces dispositions et peut saisir les juridictions de son lieu de résidence.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
