import { Link } from 'react-router';
import { CONTACT_EMAIL } from '@/shared/constants';
import { pages } from '@/shared/pages';
import { LegalPage, LegalSection } from '@/web/components/layout/legal-page';
import { usePageTitle } from '@/web/lib/use-page-title';

function ContactLink() {
  return <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>;
}

export function Component() {
  usePageTitle('Politique de confidentialité');
  return (
    <LegalPage
      title="Politique de confidentialité"
      updatedOn="2026-11-21"
      current={pages.privacy}
      intro={
        <p>
          Cette politique explique quelles données personnelles Rendezvous collecte lorsque vous utilisez la
          Plateforme, pourquoi, combien de temps elles sont conservées, à qui elles sont transmises et comment
          exercer vos droits. Elle s'applique à tous les utilisateurs : visiteurs, clients, prestataires et
          administrateurs.
        </p>
      }
    >
      <LegalSection title="Responsable du traitement">
        <p>
          Le responsable du traitement est Rendezvous SARL (en cours d'immatriculation), éditeur de la
          Plateforme, dont les coordonnées figurent dans les{' '}
          <Link to={pages.legalNotice}>mentions légales</Link>. Pour toute question relative à vos données,
          écrivez-nous à <ContactLink />.
        </p>
        <p>
          Chaque salon qui reçoit une réservation utilise également les informations de cette réservation pour
          gérer sa propre clientèle ; il en est alors responsable pour cet usage.
        </p>
      </LegalSection>

      <LegalSection title="Données collectées">
        <p>Nous ne collectons que les données nécessaires au fonctionnement du service :</p>
        <ul>
          <li>
            <strong>Compte</strong> : nom complet, adresse e-mail, mot de passe (conservé uniquement sous
            forme hachée, jamais en clair) et type de compte (client, prestataire ou administrateur). Pour un
            compte prestataire s'y ajoutent, si vous les indiquez, votre numéro de carte d'identité nationale
            (CIN) et l'adresse déclarée de votre salon, qui servent à la validation de votre compte.
          </li>
          <li>
            <strong>Photo de profil</strong> (facultative) : l'image que vous téléversez est ré-encodée à la
            réception, ce qui supprime ses métadonnées (position GPS, modèle d'appareil, date de prise de
            vue).
          </li>
          <li>
            <strong>Réservations</strong> : salon, prestation, date et heure du rendez-vous, statut (en
            attente, confirmé, modifié, refusé, annulé), motifs d'annulation ou de refus, ainsi que les
            notifications liées.
          </li>
          <li>
            <strong>Avis</strong> : note, commentaire, dates de publication et de modification, et mention
            « Client vérifié » lorsque vous avez eu un rendez-vous confirmé et passé dans le salon concerné.
          </li>
          <li>
            <strong>Données des salons</strong> (prestataires) : nom, adresse, description, photo de
            couverture, horaires, prestations et tarifs, ainsi que les informations sur les employés saisies
            par le prestataire (nom, poste et, s'il les indique, e-mail et téléphone). Le prestataire s'engage
            à informer ses employés de ce traitement.
          </li>
          <li>
            <strong>Agenda externe</strong> (facultatif) : si un prestataire connecte son agenda en ligne,
            nous conservons les jetons d'autorisation, chiffrés, et les informations d'événements nécessaires
            à la synchronisation.
          </li>
          <li>
            <strong>Données techniques</strong> : adresse IP, type de navigateur et dates de connexion,
            associés à votre session et aux journaux de sécurité.
          </li>
        </ul>
        <p>
          Aucun paiement n'a lieu sur la Plateforme : nous ne collectons aucune donnée bancaire. Nous vous
          demandons de ne pas indiquer dans vos avis ou vos motifs d'annulation d'informations sensibles, par
          exemple relatives à votre santé.
        </p>
      </LegalSection>

      <LegalSection title="Finalités">
        <p>Vos données sont utilisées pour :</p>
        <ul>
          <li>créer et gérer votre compte, et vous authentifier ;</li>
          <li>
            enregistrer vos réservations, les transmettre au salon choisi et vous informer de leur suivi
            (confirmation, refus, modification, annulation) par notification dans l'application et par e-mail
            ;
          </li>
          <li>publier vos avis et calculer la note moyenne des salons ;</li>
          <li>
            permettre aux administrateurs de valider les comptes prestataires et les salons avant leur
            publication ;
          </li>
          <li>
            assurer la sécurité de la Plateforme (limitation des tentatives de connexion, prévention des abus
            et des fraudes) ;
          </li>
          <li>synchroniser l'agenda externe d'un prestataire lorsqu'il l'a demandé ;</li>
          <li>répondre à vos demandes et respecter nos obligations légales.</li>
        </ul>
        <p>
          Vos données ne sont ni vendues, ni louées, ni utilisées à des fins publicitaires ou de profilage
          commercial.
        </p>
      </LegalSection>

      <LegalSection title="Bases légales">
        <p>
          Les traitements sont réalisés conformément à la loi organique tunisienne n° 2004-63 du 27 juillet
          2004 portant sur la protection des données à caractère personnel et, pour les utilisateurs situés
          dans l'Union européenne, au règlement (UE) 2016/679 (RGPD). Ils reposent sur :
        </p>
        <ul>
          <li>
            <strong>l'exécution du contrat</strong> que constituent les{' '}
            <Link to={pages.terms}>conditions générales d'utilisation</Link>, que vous acceptez en créant un
            compte : gestion du compte, réservations, notifications, avis, validation des prestataires ;
          </li>
          <li>
            <strong>votre consentement</strong>, que vous pouvez retirer à tout moment : photo de profil,
            connexion d'un agenda externe ;
          </li>
          <li>
            <strong>notre intérêt légitime</strong> à sécuriser la Plateforme et à garantir la fiabilité des
            avis (mention « Client vérifié ») ;
          </li>
          <li>
            <strong>le respect de nos obligations légales</strong>, par exemple pour répondre à la demande
            d'une autorité habilitée.
          </li>
        </ul>
        <p>
          Rendezvous accomplit auprès de l'Instance nationale de protection des données personnelles (INPDP)
          les formalités préalables prévues par la loi organique n° 2004-63.
        </p>
      </LegalSection>

      <LegalSection title="Durées de conservation">
        <ul>
          <li>
            <strong>Compte et photo de profil</strong> : tant que votre compte est actif. Ils sont supprimés à
            votre demande (Profil, « Supprimer mon compte ») ; un compte sans connexion depuis trois ans
            reçoit un e-mail d'avertissement, puis est supprimé de la même façon 30 jours plus tard si vous ne
            vous êtes pas reconnecté. Un compte qui possède des salons, ou un compte administrateur, n'est pas
            supprimé automatiquement : un administrateur en décide.
          </li>
          <li>
            <strong>Réservations</strong> : pendant la durée de votre compte, afin que vous et le salon
            gardiez l'historique des rendez-vous. Quand vous supprimez votre compte, vos rendez-vous à venir
            sont annulés (le salon est prévenu) et vos rendez-vous passés restent dans l'historique du salon
            sans votre nom ni vos coordonnées.
          </li>
          <li>
            <strong>Avis</strong> : jusqu'à leur suppression par leur auteur ou jusqu'à la suppression de son
            compte, qui les supprime avec lui.
          </li>
          <li>
            <strong>CIN et adresse déclarée d'un prestataire</strong> : pendant la validation puis pendant la
            durée du compte prestataire.
          </li>
          <li>
            <strong>Session</strong> : elle prend fin après 7 jours sans activité, 30 jours au plus après la
            connexion, et dès que vous vous déconnectez ; vous pouvez aussi fermer vos autres sessions depuis
            votre profil.
          </li>
          <li>
            <strong>Journaux techniques et de sécurité</strong> : au plus 12 mois.
          </li>
          <li>
            <strong>Agenda externe</strong> : jusqu'à la déconnexion de l'agenda, qui efface les jetons
            conservés.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="Destinataires">
        <p>
          Vos données ne sont communiquées qu'aux destinataires suivants, chacun pour ce qui le concerne :
        </p>
        <ul>
          <li>
            <strong>le salon auprès duquel vous réservez</strong> : votre nom, les informations utiles pour
            vous joindre au sujet du rendez-vous et le détail de la réservation (prestation, date, heure,
            statut, motif d'annulation) ;
          </li>
          <li>
            <strong>le public</strong>, pour les avis : nom, photo de profil, note, commentaire, date et
            mention « Client vérifié » le cas échéant ;
          </li>
          <li>
            <strong>les administrateurs habilités de Rendezvous</strong>, pour la validation des prestataires
            et des salons, l'assistance et le traitement des signalements ;
          </li>
          <li>
            <strong>nos prestataires techniques</strong> (hébergement, stockage des fichiers, envoi des
            e-mails), qui agissent sur nos instructions et sont tenus à la confidentialité ;
          </li>
          <li>
            <strong>le fournisseur d'agenda</strong> choisi par un prestataire, uniquement si celui-ci
            connecte son agenda ;
          </li>
          <li>
            <strong>les autorités</strong> administratives ou judiciaires, lorsque la loi l'impose.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="Cookies">
        <p>
          La Plateforme utilise deux cookies, <strong>strictement nécessaires</strong>. Le cookie de session{' '}
          <code className="rounded bg-muted px-1 py-0.5 text-sm">rdv.session_token</code>, déposé lorsque vous
          vous connectez, vous garde connecté d'une page à l'autre, n'est pas lisible par les scripts de la
          page (attribut HttpOnly), n'est pas envoyé depuis d'autres sites (attribut SameSite) et expire après
          7 jours sans activité, 30 jours au plus après la connexion, ou dès votre déconnexion. Le cookie{' '}
          <code className="rounded bg-muted px-1 py-0.5 text-sm">rdv_known_accounts</code>, déposé après une
          connexion réussie et conservé un an, signale que ce navigateur s'est déjà connecté à votre compte :
          les tentatives de connexion répétées d'un tiers ne le ralentissent pas. Il ne contient qu'une
          empreinte illisible de votre adresse e-mail.
        </p>
        <p>
          Nous n'utilisons aucun cookie de mesure d'audience, de publicité ou de réseau social, ni aucun autre
          traceur. Un cookie strictement nécessaire au service que vous demandez n'exige pas de consentement
          préalable : c'est pourquoi aucun bandeau de cookies ne vous est présenté. Vous pouvez le bloquer
          dans les réglages de votre navigateur, mais vous ne pourrez plus vous connecter.
        </p>
      </LegalSection>

      <LegalSection title="Vos droits">
        <p>Vous disposez à tout moment des droits suivants sur vos données :</p>
        <ul>
          <li>
            <strong>accès</strong> : savoir quelles données nous détenons sur vous et en obtenir une copie — «
            Télécharger mes données » dans votre profil vous la donne à tout moment ;
          </li>
          <li>
            <strong>rectification</strong> : corriger des données inexactes — vous pouvez aussi modifier
            directement votre nom et votre photo dans votre espace personnel ;
          </li>
          <li>
            <strong>effacement</strong> : obtenir la suppression de votre compte et de vos données, sous
            réserve de nos obligations légales — « Supprimer mon compte » dans votre profil le fait aussitôt,
            et vous pouvez supprimer vous-même chacun de vos avis ;
          </li>
          <li>
            <strong>opposition</strong> : vous opposer, pour des raisons tenant à votre situation
            particulière, à un traitement fondé sur notre intérêt légitime ;
          </li>
          <li>
            <strong>portabilité</strong> : recevoir les données que vous nous avez fournies dans un format
            structuré et lisible par machine ;
          </li>
          <li>
            <strong>limitation</strong> du traitement et <strong>retrait de votre consentement</strong>{' '}
            lorsque le traitement en dépend, sans effet sur les traitements déjà réalisés.
          </li>
        </ul>
        <p>
          Pour exercer ces droits, écrivez-nous à <ContactLink /> depuis l'adresse e-mail de votre compte.
          Nous vous répondons dans un délai d'un mois ; en cas de doute raisonnable sur votre identité, nous
          pouvons vous demander de la justifier. Les utilisateurs résidant en France peuvent également nous
          transmettre des directives relatives au sort de leurs données après leur décès.
        </p>
        <p>
          Si vous estimez que vos droits ne sont pas respectés, vous pouvez introduire une réclamation auprès
          de l'Instance nationale de protection des données personnelles (INPDP) en Tunisie ou, si vous
          résidez dans l'Union européenne, auprès de l'autorité de protection des données de votre pays (en
          France, la CNIL).
        </p>
      </LegalSection>

      <LegalSection title="Sécurité">
        <p>Nous mettons en œuvre des mesures techniques et organisationnelles adaptées, notamment :</p>
        <ul>
          <li>des échanges chiffrés (HTTPS) entre votre navigateur et nos serveurs ;</li>
          <li>des mots de passe hachés avec un algorithme robuste, jamais stockés ni transmis en clair ;</li>
          <li>un cookie de session inaccessible aux scripts de la page ;</li>
          <li>
            des droits d'accès vérifiés par le serveur pour chaque action selon votre rôle (client,
            prestataire, administrateur) ;
          </li>
          <li>
            le chiffrement des jetons d'agenda et la suppression des métadonnées des photos téléversées ;
          </li>
          <li>la limitation des tentatives de connexion pour freiner les attaques par force brute.</li>
        </ul>
        <p>
          En cas de violation de données susceptible d'engendrer un risque pour vos droits, nous en informons
          l'autorité compétente et, lorsque la loi l'exige, les personnes concernées.
        </p>
      </LegalSection>

      <LegalSection title="Transferts hors de Tunisie">
        <p>
          Vos données sont traitées en Tunisie. Si vous résidez dans l'Union européenne, les données que vous
          nous communiquez directement sont donc traitées dans un pays qui ne fait pas l'objet d'une décision
          d'adéquation de la Commission européenne ; nous leur appliquons les mêmes garanties que celles
          décrites dans cette politique.
        </p>
        <p>
          Lorsqu'un de nos prestataires techniques, ou le fournisseur d'agenda choisi par un prestataire,
          traite des données hors de Tunisie, ce transfert n'a lieu que dans le respect de la loi organique n°
          2004-63 (y compris l'autorisation de l'INPDP lorsqu'elle est requise) et, pour les données des
          utilisateurs de l'Union européenne, du chapitre V du RGPD.
        </p>
      </LegalSection>

      <LegalSection title="Modification de cette politique">
        <p>
          Nous pouvons mettre à jour cette politique pour tenir compte de l'évolution du service ou de la
          réglementation. La date de dernière mise à jour figure en haut de la page ; en cas de changement
          important, vous en êtes informé par e-mail ou par une notification dans l'application.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
