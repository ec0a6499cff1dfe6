/**
 * Real words shoppers type that the catalogue may not hold, in French and English. A word
 * here is never "corrected" into a catalogue word it merely resembles (`disk` is not a typo
 * of `disc`, nor `noise` of `noire`, nor `gamer` of `games`).
 */
const shoppingWords = `
disk disque disc drive hard dur noise bruit cancelling cancellation reduction annulation gamer gamers gaming jeu jeux game games
cheap pas cher prix price promo promotion sale solde new neuf nouveau occasion used refurbished reconditionne original
black noir noire white blanc blanche blue bleu red rouge green vert grey gris pink rose gold silver argent purple violet
wireless bluetooth wifi sans fil filaire wired cable cord charger chargeur charge fast rapide battery batterie power puissance
phone telephone mobile cellphone smartphone portable laptop notebook computer ordinateur pc tablet tablette watch montre
screen ecran monitor inch pouce pouces tv tele television televiseur speaker enceinte sound son music musique audio
camera appareil photo video lens objectif printer imprimante ink encre toner scanner copy copie
headphones headset casque earbuds earphones ecouteurs earpods micro microphone mic
memory memoire card carte storage stockage ssd usb key cle flash sd microsd
kids enfant enfants child children men women homme femme sport sports outdoor exterieur
big small large petit grand mini pro max plus ultra lite slim air
`;

export const vocabulary: ReadonlySet<string> = new Set(shoppingWords.split(/\s+/).filter(Boolean));
