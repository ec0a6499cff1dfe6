import type { ContentPages } from './pages.ts';

/** Markdown pages of the content service, in French (the default language). */
export const pagesFr: ContentPages = {
  faq: {
    title: 'Questions fréquentes',
    markdown: `## Acheter sur ElectroMarché

### Comment passer une commande ?
Recherchez un produit avec la barre de recherche ou le menu des catégories, ouvrez sa fiche puis cliquez sur **Ajouter au panier**. Depuis le panier, choisissez votre mode de livraison, vérifiez le total et validez la commande. Le vendeur est prévenu immédiatement.

### Comment se passe le paiement ?
La plupart des vendeurs acceptent le **paiement à la livraison** (espèces ou Mobile Money : Orange Money, MTN MoMo, Wave, Moov Money). Certains proposent aussi le paiement en ligne au moment de la commande. Le mode accepté est indiqué sur la fiche du produit et dans votre panier.

### Quels sont les délais de livraison ?
Dans la ville du vendeur, la livraison se fait généralement en **24 à 48 heures**. Entre deux villes ou deux pays, comptez 3 à 10 jours selon le transporteur. Vous pouvez suivre votre commande depuis la page **Suivi de commande**.

### Puis-je retourner un produit ?
Vous disposez de **7 jours** après la réception pour signaler un produit défectueux ou non conforme à l'annonce. Contactez d'abord le vendeur ; si aucune solution n'est trouvée, écrivez-nous depuis la page **Nous contacter** en choisissant le motif « Signaler un problème ».

## Vendre sur ElectroMarché

### Qui peut vendre ?
Toute boutique ou tout professionnel disposant d'un compte **Professionnel** vérifié (numéro de téléphone et pièce d'identité). Vous obtenez une page boutique publique avec votre logo, votre couverture et tous vos produits.

### Combien ça coûte ?
La publication est gratuite avec le forfait **Free**. Les forfaits **Plus** (5 000 F CFA par mois) et **Pro** (15 000 F CFA par mois) ajoutent le support prioritaire, les campagnes e-mail et la mise en avant de vos produits. Voir la page **Abonnements**.

### Comment publier un produit ?
Depuis le menu de votre compte, choisissez **Publier un produit**, renseignez le titre, la catégorie, les caractéristiques, le prix et ajoutez des photos réelles du produit. Votre annonce est visible dès sa validation.

## Mon compte

### J'ai oublié mon mot de passe
Sur la page de connexion, cliquez sur **Mot de passe oublié** et indiquez votre e-mail ou votre numéro de téléphone. Vous recevrez un lien ou un code pour en choisir un nouveau.

### Pourquoi vérifier mon numéro de téléphone ?
Un numéro vérifié rassure les autres utilisateurs et nous permet de vous prévenir de chaque commande par SMS. C'est aussi obligatoire pour vendre.

## Prix et devises

### En quelle devise sont affichés les prix ?
Les prix sont affichés par défaut en **francs CFA**. Vous pouvez choisir l'euro ou le dollar américain en bas de page ; la conversion est indicative, le vendeur encaisse dans la devise de son annonce.`,
  },
  cgu: {
    title: "Conditions générales d'utilisation",
    markdown: `## 1. Objet
Les présentes conditions générales d'utilisation (« CGU ») encadrent l'accès et l'usage de la place de marché ElectroMarché, qui met en relation des vendeurs professionnels de produits électroniques et des acheteurs, principalement en Afrique de l'Ouest et du Centre.

## 2. Rôle de la plateforme
ElectroMarché est un **intermédiaire technique**. Le contrat de vente est conclu directement entre l'acheteur et le vendeur. ElectroMarché n'est ni propriétaire ni dépositaire des produits proposés et ne se substitue pas au vendeur pour la livraison, la garantie ou le service après-vente.

## 3. Inscription et compte
- L'inscription est gratuite et réservée aux personnes majeures.
- Les informations fournies doivent être exactes et tenues à jour.
- Vous êtes responsable de la confidentialité de votre mot de passe et de toute activité réalisée depuis votre compte.
- Un compte peut être suspendu en cas de fraude, de fausse identité ou de manquement aux présentes CGU.

## 4. Obligations des vendeurs
Le vendeur s'engage à :
1. décrire fidèlement ses produits (état, caractéristiques, photos réelles) ;
2. afficher un prix toutes taxes comprises et respecter le prix annoncé ;
3. ne vendre que des produits authentiques, dont il a la libre disposition ;
4. livrer dans les délais annoncés et honorer la garantie légale et commerciale ;
5. répondre aux acheteurs dans un délai raisonnable.

## 5. Obligations des acheteurs
L'acheteur s'engage à fournir une adresse et un numéro de téléphone joignables, à payer le prix convenu et à vérifier le produit lors de la remise.

## 6. Produits interdits
Sont notamment interdits : les contrefaçons, les appareils volés ou bloqués par un opérateur, les produits reconditionnés présentés comme neufs et tout produit dont la vente est illégale dans le pays du vendeur ou de l'acheteur.

## 7. Prix, devises et abonnements
Les prix sont fixés librement par les vendeurs en francs CFA, en euros ou en dollars américains. Les conversions affichées sont indicatives. Les abonnements vendeurs sont payables d'avance et sans engagement au-delà de la période choisie.

## 8. Responsabilité
ElectroMarché met tout en œuvre pour assurer la disponibilité du service mais ne peut garantir une absence totale d'interruption. Sa responsabilité ne saurait être engagée pour les litiges nés de la relation entre acheteur et vendeur, sous réserve de son obligation de retirer promptement tout contenu manifestement illicite qui lui est signalé.

## 9. Données personnelles
Le traitement de vos données est décrit dans la **Politique de confidentialité**.

## 10. Droit applicable
Les présentes CGU sont régies par le droit ivoirien et les actes uniformes de l'OHADA. À défaut de solution amiable, tout litige relève des juridictions compétentes d'Abidjan.

## 11. Contact
Pour toute question : page **Nous contacter** ou contact@electromarche.demo.`,
  },
  privacy: {
    title: 'Politique de confidentialité',
    markdown: `## Qui sommes-nous ?
ElectroMarché exploite la place de marché accessible sur ce site. Nous sommes responsables du traitement des données personnelles décrites ci-dessous, dans le respect des lois applicables, notamment la loi ivoirienne n° 2013-450 relative à la protection des données à caractère personnel, la loi sénégalaise n° 2008-12 et, pour les utilisateurs situés dans l'Union européenne, le RGPD.

## Données collectées
- **Compte** : nom, prénom, e-mail, numéro de téléphone, mot de passe (stocké sous forme chiffrée irréversible).
- **Boutique** (vendeurs) : nom commercial, ville, description, photos, pièces justificatives.
- **Commandes** : produits, montants, adresse et créneau de livraison.
- **Navigation** : langue, devise choisie, historique de recherche et ville approximative, pour vous proposer des résultats proches de chez vous.

## Pourquoi utilisons-nous vos données ?
1. Créer et sécuriser votre compte.
2. Transmettre vos commandes aux vendeurs et vous informer de leur suivi.
3. Prévenir la fraude et les arnaques.
4. Améliorer la recherche et les recommandations.
5. Vous envoyer la lettre d'information, uniquement si vous l'avez demandée.

## Avec qui sont-elles partagées ?
Le vendeur reçoit les informations nécessaires à la livraison de votre commande. Nos prestataires techniques (hébergement, envoi de SMS, paiement) n'y accèdent que pour rendre leur service. Nous ne vendons jamais vos données.

## Combien de temps les conservons-nous ?
Pendant toute la durée de votre compte, puis 3 ans après votre dernière activité pour les données de compte et 10 ans pour les pièces comptables.

## Vos droits
Vous pouvez accéder à vos données, les rectifier, les supprimer, vous opposer à leur usage commercial et demander leur portabilité. La suppression du compte se demande depuis **Mon compte**. Pour toute demande : privacy@electromarche.demo. Vous pouvez également saisir l'autorité de protection des données de votre pays (ARTCI en Côte d'Ivoire, CDP au Sénégal).

## Cookies
Nous utilisons uniquement les cookies nécessaires au fonctionnement du site (session, panier, langue et devise) et une mesure d'audience anonyme.

## Sécurité
Les échanges sont chiffrés (HTTPS), les mots de passe ne sont jamais stockés en clair et l'accès aux données est limité aux personnes qui en ont besoin.`,
  },
  newsletter: {
    title: 'Ne ratez plus aucune bonne affaire',
    markdown:
      'Recevez chaque semaine les nouveautés et les meilleures promotions de nos vendeurs près de chez vous, par SMS ou WhatsApp. Indiquez votre numéro de téléphone : désinscription en un clic.',
  },
  attention: {
    title: "À l'attention des utilisateurs",
    markdown: `Pour acheter en toute sécurité :

- **Ne payez jamais avant d'avoir vu le produit.** Privilégiez le paiement à la livraison ou la remise en main propre dans un lieu public.
- **Méfiez-vous des prix trop bas** : un iPhone neuf à moitié prix est presque toujours une arnaque.
- **N'envoyez jamais d'argent par transfert** (Mobile Money, Western Union…) à un vendeur qui refuse de vous rencontrer ou vous presse.
- **Ne communiquez jamais vos codes** (code Mobile Money, code reçu par SMS, mot de passe). ElectroMarché ne vous les demandera jamais.
- **Vérifiez le produit** à la remise : état, numéro IMEI ou de série, accessoires et facture.

Un doute ? Signalez l'annonce depuis la page **Nous contacter**, motif « Signaler une arnaque ».`,
  },
};
