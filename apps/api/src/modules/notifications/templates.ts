import type { NotificationKind } from '@store/contracts/account';
import type { Language } from '@store/contracts/locale';

/*
 * The texts of every mail and SMS, in French and English, kept in one place. A template
 * gets typed parameters and gives a mail (subject + plain-text body) and an SMS (one short
 * text: GSM-friendly, no accents needed to be understood, under ~300 characters).
 */

export interface NotificationParams {
  'account-activation': { name: string; key: string; link: string; hours: number };
  'password-reset': { name: string; key: string; link: string; minutes: number };
  'email-verification': { name: string; link: string; hours: number };
  'phone-verification': { code: string; minutes: number };
  'password-changed': { name: string };
  /** To the old address (or the phone when there was none); `link` undoes the change. */
  'email-change-requested': { name: string; newEmail: string; link: string };
  /** To the old number (or the email when there was none); `newPhone` is masked, null when the number was removed. */
  'phone-change-requested': { name: string; newPhone: string | null; link: string };
  /** `total` is already formatted in the order's currency; `url` is the tracking page. */
  'order-placed': { name: string; number: string; total: string; cashOnDelivery: boolean; url: string };
  'order-paid': { name: string; number: string; total: string; url: string };
  'order-status': { name: string; number: string; shop: string; status: 'SHIPPED' | 'DELIVERED' | 'CANCELLED'; url: string };
  /** An operator sent back the money of a cancelled paid order; `reference` is theirs (PayPal's refund id, "cash"). */
  'order-refunded': { name: string; number: string; total: string; reference: string; url: string };
  'seller-new-order': { shop: string; number: string; total: string; items: number };
  /** The pro plan's mail notifications: `lines` are the notifications as plain text, one per line. */
  'inbox-digest': { shop: string; count: number; lines: string; url: string };
  /** To a guest who posted a product request: `link` (with its secret key) manages it. */
  'request-posted': { name: string; title: string; link: string };
  /** To a guest whose request got an answer; `price` is already formatted. */
  'request-answer': { name: string; title: string; shop: string; price: string; link: string };
  /** An operator's answer to a contact message; by SMS it is at most CONTACT_ANSWER_SMS_MAX characters. */
  'contact-answer': { name: string; answer: string; message: string };
}

export interface RenderedMessage {
  subject: string;
  mail: string;
  sms: string;
}

type Template<K extends NotificationKind> = Record<Language, (params: NotificationParams[K]) => RenderedMessage>;

const brand = 'ElectroMarché';
const hello = { fr: (name: string) => (name ? `Bonjour ${name},` : 'Bonjour,'), en: (name: string) => (name ? `Hello ${name},` : 'Hello,') };
const signature = { fr: `\n\nL'équipe ${brand}`, en: `\n\nThe ${brand} team` };
const ignore = {
  fr: "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.",
  en: 'If you did not ask for this, ignore this message.',
};

const templates: { [K in NotificationKind]: Template<K> } = {
  'account-activation': {
    fr: ({ name, key, link, hours }) => ({
      subject: `Activez votre compte ${brand}`,
      mail: `${hello.fr(name)}\n\nBienvenue sur ${brand} ! Pour activer votre compte, ouvrez ce lien :\n${link}\n\nLe lien est valable ${hours} heures.\n${ignore.fr}${signature.fr}`,
      sms: `${brand} : votre code d'activation est ${key} (valable ${hours} h). Ou ouvrez ${link}`,
    }),
    en: ({ name, key, link, hours }) => ({
      subject: `Activate your ${brand} account`,
      mail: `${hello.en(name)}\n\nWelcome to ${brand}! To activate your account, open this link:\n${link}\n\nThe link works for ${hours} hours.\n${ignore.en}${signature.en}`,
      sms: `${brand}: your activation code is ${key} (valid ${hours} h). Or open ${link}`,
    }),
  },
  'password-reset': {
    fr: ({ name, key, link, minutes }) => ({
      subject: `Réinitialisation de votre mot de passe ${brand}`,
      mail: `${hello.fr(name)}\n\nPour choisir un nouveau mot de passe, ouvrez ce lien :\n${link}\n\nLe lien est valable ${minutes} minutes et ne sert qu'une fois.\n${ignore.fr}${signature.fr}`,
      sms: `${brand} : code de reinitialisation ${key} (valable ${minutes} min). Ou ouvrez ${link}`,
    }),
    en: ({ name, key, link, minutes }) => ({
      subject: `Reset your ${brand} password`,
      mail: `${hello.en(name)}\n\nTo choose a new password, open this link:\n${link}\n\nThe link works for ${minutes} minutes, once.\n${ignore.en}${signature.en}`,
      sms: `${brand}: password reset code ${key} (valid ${minutes} min). Or open ${link}`,
    }),
  },
  'email-verification': {
    fr: ({ name, link, hours }) => ({
      subject: `Confirmez votre adresse e-mail`,
      mail: `${hello.fr(name)}\n\nPour confirmer cette adresse e-mail sur ${brand}, ouvrez ce lien :\n${link}\n\nLe lien est valable ${hours} heures.\n${ignore.fr}${signature.fr}`,
      sms: `${brand} : confirmez votre e-mail : ${link}`,
    }),
    en: ({ name, link, hours }) => ({
      subject: `Confirm your email address`,
      mail: `${hello.en(name)}\n\nTo confirm this email address on ${brand}, open this link:\n${link}\n\nThe link works for ${hours} hours.\n${ignore.en}${signature.en}`,
      sms: `${brand}: confirm your email: ${link}`,
    }),
  },
  'phone-verification': {
    fr: ({ code, minutes }) => ({
      subject: `Votre code de vérification`,
      mail: `Votre code de vérification ${brand} est ${code}. Il est valable ${minutes} minutes.${signature.fr}`,
      sms: `${brand} : votre code de verification est ${code} (valable ${minutes} min). Ne le communiquez a personne.`,
    }),
    en: ({ code, minutes }) => ({
      subject: `Your verification code`,
      mail: `Your ${brand} verification code is ${code}. It works for ${minutes} minutes.${signature.en}`,
      sms: `${brand}: your verification code is ${code} (valid ${minutes} min). Never share it.`,
    }),
  },
  'password-changed': {
    fr: ({ name }) => ({
      subject: `Votre mot de passe a été modifié`,
      mail: `${hello.fr(name)}\n\nLe mot de passe de votre compte ${brand} vient d'être modifié. Si ce n'est pas vous, réinitialisez-le tout de suite et contactez-nous.${signature.fr}`,
      sms: `${brand} : votre mot de passe a ete modifie. Si ce n'est pas vous, reinitialisez-le.`,
    }),
    en: ({ name }) => ({
      subject: `Your password was changed`,
      mail: `${hello.en(name)}\n\nThe password of your ${brand} account was just changed. If this was not you, reset it now and contact us.${signature.en}`,
      sms: `${brand}: your password was changed. If this was not you, reset it.`,
    }),
  },
  'email-change-requested': {
    fr: ({ name, newEmail, link }) => ({
      subject: `Changement d'adresse e-mail demandé`,
      mail: `${hello.fr(name)}\n\nUne demande de changement de l'adresse e-mail de votre compte ${brand} vers ${newEmail} a été faite. Elle prendra effet quand la nouvelle adresse sera confirmée.\n\nSi ce n'est pas vous, annulez-la avec ce lien (valable 7 jours ; toutes les sessions seront fermées) puis changez votre mot de passe :\n${link}${signature.fr}`,
      sms: `${brand} : changement d'e-mail demande vers ${newEmail}. Si ce n'est pas vous, annulez : ${link}`,
    }),
    en: ({ name, newEmail, link }) => ({
      subject: `Email change requested`,
      mail: `${hello.en(name)}\n\nSomeone asked to change the email address of your ${brand} account to ${newEmail}. It takes effect once the new address is confirmed.\n\nIf this was not you, undo it with this link (it works for 7 days and signs every session out), then change your password:\n${link}${signature.en}`,
      sms: `${brand}: email change requested to ${newEmail}. If this was not you, undo it: ${link}`,
    }),
  },
  'phone-change-requested': {
    fr: ({ name, newPhone, link }) => ({
      subject: `Changement de numéro de téléphone`,
      mail: `${hello.fr(name)}\n\n${newPhone ? `Le numéro de téléphone de votre compte ${brand} va être remplacé par ${newPhone} dès qu'il sera confirmé.` : `Le numéro de téléphone de votre compte ${brand} a été retiré.`}\n\nSi ce n'est pas vous, annulez avec ce lien (valable 7 jours ; toutes les sessions seront fermées) puis changez votre mot de passe :\n${link}${signature.fr}`,
      sms: `${brand} : ${newPhone ? `numero du compte bientot remplace par ${newPhone}` : 'numero retire du compte'}. Si ce n'est pas vous, annulez : ${link}`,
    }),
    en: ({ name, newPhone, link }) => ({
      subject: `Phone number change`,
      mail: `${hello.en(name)}\n\n${newPhone ? `The phone number of your ${brand} account will be replaced by ${newPhone} once it is confirmed.` : `The phone number of your ${brand} account was removed.`}\n\nIf this was not you, undo it with this link (it works for 7 days and signs every session out), then change your password:\n${link}${signature.en}`,
      sms: `${brand}: ${newPhone ? `account number to be replaced by ${newPhone}` : 'number removed from the account'}. If this was not you, undo: ${link}`,
    }),
  },
  'order-placed': {
    fr: ({ name, number, total, cashOnDelivery, url }) => ({
      subject: `Commande ${number} enregistrée`,
      mail: `${hello.fr(name)}\n\nMerci pour votre commande ${number} d'un montant de ${total}. ${cashOnDelivery ? 'Vous paierez à la livraison.' : 'Elle sera confirmée dès réception du paiement.'}\nSuivez-la ici : ${url}${signature.fr}`,
      sms: `${brand} : commande ${number} enregistree (${total}). ${cashOnDelivery ? 'Paiement a la livraison.' : 'En attente du paiement.'} Suivi : ${url}`,
    }),
    en: ({ name, number, total, cashOnDelivery, url }) => ({
      subject: `Order ${number} placed`,
      mail: `${hello.en(name)}\n\nThank you for your order ${number} of ${total}. ${cashOnDelivery ? 'You will pay on delivery.' : 'It is confirmed as soon as the payment arrives.'}\nTrack it here: ${url}${signature.en}`,
      sms: `${brand}: order ${number} placed (${total}). ${cashOnDelivery ? 'Pay on delivery.' : 'Awaiting payment.'} Track: ${url}`,
    }),
  },
  'order-paid': {
    fr: ({ name, number, total, url }) => ({
      subject: `Paiement reçu pour la commande ${number}`,
      mail: `${hello.fr(name)}\n\nNous avons reçu votre paiement de ${total} pour la commande ${number}. Les vendeurs préparent vos colis.\nSuivi : ${url}${signature.fr}`,
      sms: `${brand} : paiement de ${total} recu pour la commande ${number}. Suivi : ${url}`,
    }),
    en: ({ name, number, total, url }) => ({
      subject: `Payment received for order ${number}`,
      mail: `${hello.en(name)}\n\nWe received your payment of ${total} for order ${number}. The sellers are preparing your parcels.\nTrack: ${url}${signature.en}`,
      sms: `${brand}: payment of ${total} received for order ${number}. Track: ${url}`,
    }),
  },
  'order-status': {
    fr: ({ name, number, shop, status, url }) => {
      const word = { SHIPPED: 'expédié', DELIVERED: 'livré', CANCELLED: 'annulé' }[status];
      return {
        subject: `Commande ${number} : colis ${word}`,
        mail: `${hello.fr(name)}\n\nLe colis de ${shop} de votre commande ${number} est ${word}.\nSuivi : ${url}${signature.fr}`,
        sms: `${brand} : le colis de ${shop} (commande ${number}) est ${word}. Suivi : ${url}`,
      };
    },
    en: ({ name, number, shop, status, url }) => {
      const word = { SHIPPED: 'shipped', DELIVERED: 'delivered', CANCELLED: 'cancelled' }[status];
      return {
        subject: `Order ${number}: parcel ${word}`,
        mail: `${hello.en(name)}\n\nThe parcel from ${shop} of your order ${number} was ${word}.\nTrack: ${url}${signature.en}`,
        sms: `${brand}: the parcel from ${shop} (order ${number}) was ${word}. Track: ${url}`,
      };
    },
  },
  'order-refunded': {
    fr: ({ name, number, total, reference, url }) => ({
      subject: `Remboursement de la commande ${number}`,
      mail: `${hello.fr(name)}\n\nNous vous avons remboursé ${total} pour la commande annulée ${number} (référence : ${reference}).\nSuivi : ${url}${signature.fr}`,
      sms: `${brand} : remboursement de ${total} envoye pour la commande ${number} (ref. ${reference}).`,
    }),
    en: ({ name, number, total, reference, url }) => ({
      subject: `Refund for order ${number}`,
      mail: `${hello.en(name)}\n\nWe refunded ${total} for the cancelled order ${number} (reference: ${reference}).\nTrack: ${url}${signature.en}`,
      sms: `${brand}: refund of ${total} sent for order ${number} (ref. ${reference}).`,
    }),
  },
  'seller-new-order': {
    fr: ({ shop, number, total, items }) => ({
      subject: `Nouvelle commande ${number}`,
      mail: `Bonjour ${shop},\n\nVous avez une nouvelle commande ${number} : ${items} article(s), ${total}. Retrouvez-la dans Ma boutique.${signature.fr}`,
      sms: `${brand} : nouvelle commande ${number} (${items} article(s), ${total}). Voir Ma boutique.`,
    }),
    en: ({ shop, number, total, items }) => ({
      subject: `New order ${number}`,
      mail: `Hello ${shop},\n\nYou have a new order ${number}: ${items} item(s), ${total}. Find it in My shop.${signature.en}`,
      sms: `${brand}: new order ${number} (${items} item(s), ${total}). See My shop.`,
    }),
  },
  'inbox-digest': {
    fr: ({ shop, count, lines, url }) => ({
      subject: count > 1 ? `${count} nouvelles notifications pour ${shop}` : `Nouvelle notification pour ${shop}`,
      mail: `Bonjour ${shop},\n\n${lines}\n\nTout voir dans votre compte : ${url}${signature.fr}`,
      sms: `${brand} : ${count} nouvelle(s) notification(s) pour ${shop}. Voir ${url}`,
    }),
    en: ({ shop, count, lines, url }) => ({
      subject: count > 1 ? `${count} new notifications for ${shop}` : `New notification for ${shop}`,
      mail: `Hello ${shop},\n\n${lines}\n\nSee everything in your account: ${url}${signature.en}`,
      sms: `${brand}: ${count} new notification(s) for ${shop}. See ${url}`,
    }),
  },
  'request-posted': {
    fr: ({ name, title, link }) => ({
      subject: `Votre demande « ${title} »`,
      mail: `${hello.fr(name)}\n\nVotre demande « ${title} » est publiée : les vendeurs vont vous répondre. Pour voir leurs réponses et en accepter une, gardez ce lien :\n${link}${signature.fr}`,
      sms: `${brand} : votre demande "${title}" est publiee. Reponses des vendeurs : ${link}`,
    }),
    en: ({ name, title, link }) => ({
      subject: `Your request "${title}"`,
      mail: `${hello.en(name)}\n\nYour request "${title}" is online: sellers will answer it. To see their answers and accept one, keep this link:\n${link}${signature.en}`,
      sms: `${brand}: your request "${title}" is online. Sellers' answers: ${link}`,
    }),
  },
  'request-answer': {
    fr: ({ name, title, shop, price, link }) => ({
      subject: `Nouvelle réponse à « ${title} »`,
      mail: `${hello.fr(name)}\n\n${shop} répond à votre demande « ${title} » : ${price}. Comparez les réponses :\n${link}${signature.fr}`,
      sms: `${brand} : ${shop} repond a "${title}" (${price}). Voir : ${link}`,
    }),
    en: ({ name, title, shop, price, link }) => ({
      subject: `New answer to "${title}"`,
      mail: `${hello.en(name)}\n\n${shop} answers your request "${title}": ${price}. Compare the answers:\n${link}${signature.en}`,
      sms: `${brand}: ${shop} answers "${title}" (${price}). See: ${link}`,
    }),
  },
  'contact-answer': {
    fr: ({ name, answer, message }) => ({
      subject: `Réponse à votre message`,
      mail: `${hello.fr(name)}\n\n${answer}\n\n---\nVotre message :\n${message}${signature.fr}`,
      sms: `${brand} : ${answer}`,
    }),
    en: ({ name, answer, message }) => ({
      subject: `Answer to your message`,
      mail: `${hello.en(name)}\n\n${answer}\n\n---\nYour message:\n${message}${signature.en}`,
      sms: `${brand}: ${answer}`,
    }),
  },
};

export function renderNotification<K extends NotificationKind>(kind: K, language: Language, params: NotificationParams[K]): RenderedMessage {
  const template: Template<K> = templates[kind];
  return template[language](params);
}

/** Parameters that must not stay readable once a message has really been delivered. */
export const secretParams: readonly string[] = ['key', 'code', 'link'];
