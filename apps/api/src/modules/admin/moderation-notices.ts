import type { ModerationAction } from '@store/contracts/moderation-rules';
import type { Database } from '@store/db/client';
import { notifyInbox } from '../inbox/inbox.service.ts';
import { escapeMarkdown } from '../inbox/escape-markdown.ts';

interface Listing {
  accountId: number;
  slug: string;
  nameFr: string;
  nameEn: string;
}

/**
 * In the moderation's transaction (decision 53): the seller is told what an operator did to a
 * listing and why, in both languages. The reason is the operator's own words, escaped so it
 * reads as text; the notification links to the listing's edit page.
 */
export async function tellSellerOfModeration(tx: Database, listing: Listing, action: ModerationAction, reason: string, live: boolean) {
  const nameFr = escapeMarkdown(listing.nameFr || listing.nameEn);
  const nameEn = escapeMarkdown(listing.nameEn || listing.nameFr);
  const why = escapeMarkdown(reason);
  const texts = {
    unpublish: {
      level: 'DANGER' as const,
      fr: `**${nameFr}** a été retiré de la boutique par l’équipe de modération. Modifiez l’annonce : elle sera revue avant de revenir en ligne.\n\nMotif : ${why}`,
      en: `**${nameEn}** was unpublished by the moderation team. Edit the listing: it will be reviewed before it goes back online.\n\nReason: ${why}`,
    },
    'request-changes': {
      level: 'WARNING' as const,
      fr: `Des modifications sont demandées pour **${nameFr}**, retiré de la boutique en attendant.\n\nMotif : ${why}`,
      en: `Changes are asked for **${nameEn}**, off the storefront until then.\n\nReason: ${why}`,
    },
    republish: {
      level: 'INFO' as const,
      fr: live ? `**${nameFr}** est de nouveau en ligne.\n\nNote de l’équipe : ${why}` : `**${nameFr}** est approuvé ; publiez-le quand vous voulez.\n\nNote de l’équipe : ${why}`,
      en: live ? `**${nameEn}** is back online.\n\nNote from the team: ${why}` : `**${nameEn}** is approved; publish it when you like.\n\nNote from the team: ${why}`,
    },
  }[action];
  await notifyInbox(tx, [{ accountId: listing.accountId, level: texts.level, kind: `moderation-${action}`, bodyFr: texts.fr, bodyEn: texts.en, link: `/add-product?slug=${listing.slug}` }]);
}

/** The seller's identity was verified: the listings that waited only for that are live (decision 96). */
export async function tellSellerOfRelease(tx: Database, accountId: number, count: number) {
  await notifyInbox(tx, [
    {
      accountId,
      level: 'INFO',
      kind: 'moderation-released',
      bodyFr: count === 1 ? 'Votre identité est vérifiée : votre annonce en attente de revue est en ligne.' : `Votre identité est vérifiée : vos ${count} annonces en attente de revue sont en ligne.`,
      bodyEn: count === 1 ? 'Your identity is verified: your listing waiting for review is online.' : `Your identity is verified: your ${count} listings waiting for review are online.`,
      link: '/account/vendor',
    },
  ]);
}
