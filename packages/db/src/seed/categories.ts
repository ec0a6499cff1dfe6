import type { PictureKind } from './pictures/kinds.ts';
import * as s from './data/specifications.ts';
import type { SpecificationSeed } from './data/specifications.ts';

export interface LocalizedText {
  fr: string;
  en: string;
}

export interface SubCategorySeed {
  slug: string;
  nameFr: string;
  nameEn: string;
  /** The fixed search term of the menu entry; laptop accessories share `Laptops`. */
  keyword: string;
  picture: PictureKind;
  specifications: readonly SpecificationSeed[];
  /** Specification codes whose values vary between listings of one model and appear in its name. */
  nameSpecs: readonly string[];
  /** First sentence of a product description; `{name}` is the product name. */
  pitch: LocalizedText;
}

export interface CategorySeed {
  slug: string;
  nameFr: string;
  nameEn: string;
  descriptionFr: string;
  descriptionEn: string;
  keyword: string;
  icon: PictureKind;
  /** Second description sentences shared by the category's products, one picked per product. */
  blurbs: readonly LocalizedText[];
  subCategories: readonly SubCategorySeed[];
}

const sub = (
  slug: string,
  nameFr: string,
  nameEn: string,
  keyword: string,
  picture: PictureKind,
  specifications: readonly SpecificationSeed[],
  pitch: LocalizedText,
  nameSpecs: readonly string[] = [],
): SubCategorySeed => ({ slug, nameFr, nameEn, keyword, picture, specifications, nameSpecs, pitch });

/** The 12 top categories of the mega-menu, in the order of spec §2. */
export const categorySeeds: readonly CategorySeed[] = [
  {
    slug: 'computers-accessories',
    nameFr: 'Ordinateurs et accessoires',
    nameEn: 'Computers and Accessories',
    descriptionFr: 'Ordinateurs portables, PC de bureau, écrans et tous les accessoires pour travailler et étudier.',
    descriptionEn: 'Laptops, desktop PCs, monitors and every accessory you need to work and study.',
    keyword: 'Computers',
    icon: 'laptop',
    blurbs: [
      { fr: 'Un choix fiable pour le bureau, les études ou le télétravail.', en: 'A dependable choice for the office, for studying or for working from home.' },
      { fr: 'Testé par le vendeur avant expédition et livré dans son emballage d’origine.', en: 'Tested by the seller before dispatch and delivered in its original packaging.' },
    ],
    subCategories: [
      sub('laptops', 'Ordinateurs portables', 'Laptops', 'Laptops', 'laptop', [s.processor, s.ram, s.storage, s.laptopScreen, s.colour], {
        fr: '{name} : la puissance nécessaire pour la bureautique, la navigation et la visioconférence, avec un clavier confortable pour les longues journées.',
        en: '{name}: enough power for office work, browsing and video calls, with a keyboard that stays comfortable through long days.',
      }, ['ram', 'storage']),
      sub('desktop-computers', 'Ordinateurs de bureau', 'Desktop computers', 'Desktops', 'desktop', [s.processor, s.ram, s.storage, s.monitorScreen], {
        fr: '{name} : un poste de travail complet et silencieux, prêt pour la comptabilité, le graphisme léger et la gestion de votre commerce.',
        en: '{name}: a complete, quiet workstation, ready for accounting, light design work and running your business.',
      }, ['ram', 'storage']),
      sub('monitors', 'Écrans PC', 'Monitors', 'Monitors', 'monitor', [s.monitorScreen, s.displayResolution, s.refreshRate, s.videoPorts], {
        fr: '{name} : des couleurs fidèles et une image nette pour travailler sur deux fenêtres côte à côte sans fatigue visuelle.',
        en: '{name}: faithful colours and a sharp picture, so you can work with two windows side by side without eye strain.',
      }),
      sub('keyboards-mice', 'Claviers et souris', 'Keyboards and mice', 'Laptops', 'keyboard', [s.wireless, s.keyboardLayout, s.colour], {
        fr: '{name} : une saisie plus rapide et plus précise, que vous travailliez sur un ordinateur portable ou un PC de bureau.',
        en: '{name}: faster, more precise input, whether you work on a laptop or a desktop PC.',
      }),
      sub('laptop-bags', 'Sacoches et sacs pour ordinateur', 'Laptop bags', 'Laptops', 'laptop-bag', [s.maxLoad, s.material, s.colour], {
        fr: '{name} : un compartiment rembourré qui protège votre ordinateur portable dans les transports, et des poches pour le chargeur.',
        en: '{name}: a padded compartment that protects your laptop on the move, plus pockets for the charger.',
      }),
      sub('laptop-chargers', 'Chargeurs pour ordinateur portable', 'Laptop chargers', 'Laptops', 'charger', [s.power, s.connector], {
        fr: '{name} : le remplaçant idéal d’un chargeur perdu ou fatigué, pour recharger votre ordinateur en toute sécurité.',
        en: '{name}: the ideal replacement for a lost or worn-out charger, powering your laptop safely.',
      }),
      sub('laptop-stands', 'Supports pour ordinateur portable', 'Laptop stands', 'Laptops', 'laptop-stand', [s.maxLoad, s.material, s.colour], {
        fr: '{name} : l’écran à hauteur des yeux et un ordinateur mieux ventilé, pour un dos soulagé et une machine plus fraîche.',
        en: '{name}: the screen at eye level and a better-ventilated laptop, for a happier back and a cooler machine.',
      }),
    ],
  },
  {
    slug: 'smartphones-tablets',
    nameFr: 'Smartphones et tablettes',
    nameEn: 'Smartphones and Tablets',
    descriptionFr: 'Les derniers smartphones, téléphones à touches, tablettes et protections des grandes marques.',
    descriptionEn: 'The latest smartphones, feature phones, tablets and protection from the leading brands.',
    keyword: 'Smartphones',
    icon: 'smartphone',
    blurbs: [
      { fr: 'Produit neuf dans son emballage d’origine, livré avec sa facture.', en: 'Brand new in its original packaging, delivered with an invoice.' },
      { fr: 'Échange possible sous 7 jours en cas de défaut constaté à la réception.', en: 'Exchange possible within 7 days if a defect is found on delivery.' },
    ],
    subCategories: [
      sub('smartphones', 'Smartphones', 'Smartphones', 'Smartphones', 'smartphone', [s.ram, s.storage, s.phoneScreen, s.phoneBattery, s.colour], {
        fr: '{name} : un grand écran fluide et une batterie qui tient toute la journée, idéal pour les appels, WhatsApp et les réseaux sociaux.',
        en: '{name}: a large, smooth screen and a battery that lasts all day, ideal for calls, WhatsApp and social media.',
      }, ['storage']),
      sub('feature-phones', 'Téléphones à touches', 'Feature phones', 'Phones', 'feature-phone', [s.phoneScreen, s.phoneBattery, s.simSlots, s.colour], {
        fr: '{name} : un téléphone simple et robuste dont la batterie tient plusieurs jours, parfait en second téléphone ou pour les parents.',
        en: '{name}: a simple, sturdy phone whose battery lasts for days, perfect as a second phone or for parents.',
      }),
      sub('tablets', 'Tablettes', 'Tablets', 'Tablets', 'tablet', [s.ram, s.storage, s.tabletScreen, s.wireless, s.colour], {
        fr: '{name} : un grand écran pour les cours en ligne, les films et la lecture, dans un format léger à emporter partout.',
        en: '{name}: a big screen for online classes, films and reading, in a light format you can take anywhere.',
      }, ['storage']),
      sub('phone-cases', 'Coques et protections', 'Cases and screen protectors', 'Phone cases', 'phone-case', [s.compatibility, s.material, s.colour], {
        fr: '{name} : une protection contre les chutes et les rayures qui n’alourdit pas votre téléphone.',
        en: '{name}: protection against drops and scratches that doesn’t add bulk to your phone.',
      }),
    ],
  },
  {
    slug: 'tv-video-audio',
    nameFr: 'TV, vidéo et audio',
    nameEn: 'TV, Video and Audio',
    descriptionFr: 'Téléviseurs, vidéoprojecteurs, box TV et décodeurs pour toute la famille.',
    descriptionEn: 'Televisions, projectors, TV boxes and receivers for the whole family.',
    keyword: 'TV',
    icon: 'tv',
    blurbs: [
      { fr: 'Parfait pour les matchs, les séries et les soirées cinéma en famille.', en: 'Perfect for football matches, series and family film nights.' },
      { fr: 'Installation et réglage des chaînes possibles sur demande auprès du vendeur.', en: 'Set-up and channel tuning are available from the seller on request.' },
    ],
    subCategories: [
      sub('televisions', 'Téléviseurs', 'Televisions', 'TV', 'tv', [s.tvScreen, s.displayResolution, s.panel, s.smartPlatform], {
        fr: '{name} : une image lumineuse et détaillée, avec les applications de streaming intégrées pour regarder vos programmes sans décodeur.',
        en: '{name}: a bright, detailed picture, with streaming apps built in so you can watch your shows without a set-top box.',
      }, ['screen']),
      sub('projectors', 'Vidéoprojecteurs', 'Projectors', 'Projectors', 'projector', [s.displayResolution, s.brightness, s.wireless], {
        fr: '{name} : un mur blanc devient un écran géant, pour les présentations comme pour les soirées cinéma.',
        en: '{name}: a white wall becomes a giant screen, for presentations as well as film nights.',
      }),
      sub('tv-boxes', 'Box TV et streaming', 'TV boxes and streaming', 'TV box', 'tv-box', [s.displayResolution, s.tvOs, s.storage], {
        fr: '{name} : n’importe quel téléviseur devient intelligent, avec YouTube, Netflix et vos applications préférées en quelques secondes.',
        en: '{name}: any television becomes smart, with YouTube, Netflix and your favourite apps in seconds.',
      }),
      sub('receivers', 'Décodeurs et récepteurs', 'Receivers and decoders', 'TV box', 'tv-box', [s.displayResolution, s.videoPorts], {
        fr: '{name} : les bouquets satellite et TNT avec une image stable, même pendant la saison des pluies.',
        en: '{name}: satellite and terrestrial channels with a stable picture, even in the rainy season.',
      }),
    ],
  },
  {
    slug: 'speakers-home-music',
    nameFr: 'Enceintes et musique à la maison',
    nameEn: 'Speakers and Home Music',
    descriptionFr: 'Enceintes Bluetooth, barres de son, home cinéma et enceintes de soirée.',
    descriptionEn: 'Bluetooth speakers, soundbars, home theatre systems and party speakers.',
    keyword: 'Speakers',
    icon: 'speaker',
    blurbs: [
      { fr: 'Des basses profondes et un son clair, même à fort volume.', en: 'Deep bass and clear sound, even at high volume.' },
      { fr: 'Se connecte en Bluetooth à votre téléphone en quelques secondes.', en: 'Pairs with your phone over Bluetooth in a few seconds.' },
    ],
    subCategories: [
      sub('bluetooth-speakers', 'Enceintes Bluetooth', 'Bluetooth speakers', 'Speakers', 'speaker', [s.speakerPower, s.playtime, s.waterproof, s.colour], {
        fr: '{name} : votre musique partout, de la plage aux fêtes entre amis, avec une autonomie confortable.',
        en: '{name}: your music everywhere, from the beach to parties with friends, with comfortable battery life.',
      }),
      sub('soundbars', 'Barres de son', 'Soundbars', 'Soundbars', 'soundbar', [s.speakerPower, s.audioChannels, s.wireless], {
        fr: '{name} : enfin le son que votre téléviseur mérite, avec des dialogues clairs et des effets immersifs.',
        en: '{name}: finally the sound your television deserves, with clear dialogue and immersive effects.',
      }),
      sub('home-theatre', 'Home cinéma', 'Home theatre systems', 'Home theatre', 'tower-speaker', [s.speakerPower, s.audioChannels, s.wireless], {
        fr: '{name} : un son puissant qui remplit le salon pour les films, les matchs et la musique.',
        en: '{name}: powerful sound that fills the living room for films, matches and music.',
      }),
      sub('party-speakers', 'Enceintes de soirée', 'Party speakers', 'Speakers', 'tower-speaker', [s.speakerPower, s.playtime, s.wireless], {
        fr: '{name} : de quoi animer mariages, baptêmes et soirées, avec jeux de lumière et entrée micro.',
        en: '{name}: everything you need to liven up weddings, christenings and parties, with a light show and a microphone input.',
      }),
    ],
  },
  {
    slug: 'cameras-photo-video',
    nameFr: 'Appareils photo et vidéo',
    nameEn: 'Cameras, Photo and Video',
    descriptionFr: 'Appareils hybrides et reflex, caméras d’action, objectifs et caméras de surveillance.',
    descriptionEn: 'Mirrorless and DSLR cameras, action cameras, lenses and security cameras.',
    keyword: 'Cameras',
    icon: 'camera',
    blurbs: [
      { fr: 'Livré avec ses accessoires d’origine et sa notice en français.', en: 'Delivered with its original accessories and a French-language manual.' },
      { fr: 'Garantie constructeur et conseils du vendeur pour bien démarrer.', en: 'Manufacturer warranty and advice from the seller to get you started.' },
    ],
    subCategories: [
      sub('digital-cameras', 'Appareils hybrides et reflex', 'Mirrorless and DSLR cameras', 'Cameras', 'camera', [s.sensorResolution, s.sensorSize, s.videoResolution], {
        fr: '{name} : des photos riches en détails et des vidéos fluides, même en faible lumière.',
        en: '{name}: richly detailed photos and smooth video, even in low light.',
      }),
      sub('action-cameras', "Caméras d'action", 'Action cameras', 'Action cameras', 'action-camera', [s.videoResolution, s.waterproof, s.phoneBattery], {
        fr: '{name} : vos trajets à moto, sorties en mer et aventures filmés avec une stabilisation impressionnante.',
        en: '{name}: your motorbike rides, sea trips and adventures filmed with impressive stabilisation.',
      }),
      sub('lenses', 'Objectifs', 'Lenses', 'Lenses', 'lens', [s.focalLength, s.aperture, s.lensMount], {
        fr: '{name} : un beau flou d’arrière-plan et un piqué remarquable pour vos portraits et reportages.',
        en: '{name}: a beautiful background blur and remarkable sharpness for your portraits and reportage.',
      }),
      sub('security-cameras', 'Caméras de surveillance', 'Security cameras', 'Security cameras', 'security-camera', [s.displayResolution, s.wireless, s.nightVision], {
        fr: '{name} : votre maison ou votre boutique sous surveillance, avec une alerte sur votre téléphone en cas de mouvement.',
        en: '{name}: your home or shop under watch, with an alert on your phone when it detects movement.',
      }),
    ],
  },
  {
    slug: 'printers-ink',
    nameFr: 'Imprimantes et encre',
    nameEn: 'Printers and Ink',
    descriptionFr: 'Imprimantes jet d’encre, laser et photo, cartouches et toners d’origine.',
    descriptionEn: 'Inkjet, laser and photo printers, original cartridges and toners.',
    keyword: 'Printers',
    icon: 'printer',
    blurbs: [
      { fr: 'Idéal pour les cybercafés, les écoles et les petites entreprises.', en: 'Ideal for internet cafés, schools and small businesses.' },
      { fr: 'Consommables disponibles chez le même vendeur.', en: 'Supplies are available from the same seller.' },
    ],
    subCategories: [
      sub('inkjet-printers', 'Imprimantes jet d’encre', 'Inkjet printers', 'Printers', 'printer', [s.printerFunctions, s.printSpeed, s.printColour, s.wireless], {
        fr: '{name} : impression, numérisation et copie de vos documents et photos en couleur depuis votre ordinateur ou votre téléphone.',
        en: '{name}: print, scan and copy your documents and photos in colour from your computer or phone.',
      }),
      sub('laser-printers', 'Imprimantes laser', 'Laser printers', 'Printers', 'printer', [s.printerFunctions, s.printSpeed, s.printColour, s.wireless], {
        fr: '{name} : des pages nettes à grande vitesse pour un coût par page très bas.',
        en: '{name}: crisp pages at speed for a very low cost per page.',
      }),
      sub('photo-printers', 'Imprimantes photo portables', 'Portable photo printers', 'Printers', 'printer', [s.printColour, s.wireless], {
        fr: '{name} : vos souvenirs imprimés directement depuis votre téléphone, en quelques secondes.',
        en: '{name}: your memories printed straight from your phone in seconds.',
      }),
      sub('ink-toner', 'Cartouches et toners', 'Ink and toner', 'Ink', 'ink', [s.inkColour, s.pageYield, s.printerModel], {
        fr: '{name} : des impressions nettes et sans bavure, page après page.',
        en: '{name}: sharp, smudge-free prints, page after page.',
      }),
    ],
  },
  {
    slug: 'charging-stations',
    nameFr: 'Stations de recharge',
    nameEn: 'Charging stations',
    descriptionFr: 'Stations électriques portables, panneaux solaires, chargeurs et câbles pour ne jamais tomber en panne.',
    descriptionEn: 'Portable power stations, solar panels, chargers and cables so you never run out of power.',
    keyword: 'Chargers',
    icon: 'charger',
    blurbs: [
      { fr: 'Une solution précieuse pendant les délestages.', en: 'A precious ally during power cuts.' },
      { fr: 'Protections contre la surchauffe, les surtensions et les courts-circuits.', en: 'Protected against overheating, power surges and short circuits.' },
    ],
    subCategories: [
      sub('power-stations', 'Stations électriques portables', 'Portable power stations', 'Power stations', 'power-station', [s.energyCapacity, s.power, s.chargingPorts], {
        fr: '{name} : de quoi alimenter ventilateur, box internet, ordinateur et éclairage pendant les coupures de courant.',
        en: '{name}: enough to run a fan, internet box, computer and lights during power cuts.',
      }),
      sub('solar-panels', 'Panneaux solaires portables', 'Portable solar panels', 'Solar', 'solar-panel', [s.power, s.solarOutput], {
        fr: '{name} : votre station électrique ou votre téléphone rechargés par le soleil, sans facture d’électricité.',
        en: '{name}: your power station or phone charged by the sun, with no electricity bill.',
      }),
      sub('wall-chargers', 'Chargeurs secteur', 'Wall chargers', 'Chargers', 'charger', [s.power, s.chargingPorts, s.connector], {
        fr: '{name} : la batterie de votre téléphone remplie en un temps record grâce à la charge rapide.',
        en: '{name}: your phone battery filled in record time thanks to fast charging.',
      }),
      sub('wireless-chargers', 'Chargeurs sans fil', 'Wireless chargers', 'Wireless chargers', 'wireless-charger', [s.power, s.wirelessStandard], {
        fr: '{name} : posez simplement votre téléphone, la charge démarre sans câble à brancher.',
        en: '{name}: just put your phone down and charging starts, with no cable to plug in.',
      }),
      sub('charging-cables', 'Câbles de charge', 'Charging cables', 'Cables', 'cable', [s.connector, s.cableLength, s.power], {
        fr: '{name} : un câble qui résiste aux torsions du quotidien et transfère vos données rapidement.',
        en: '{name}: a cable that stands up to daily twisting and transfers your data quickly.',
      }),
    ],
  },
  {
    slug: 'headphones',
    nameFr: 'Casques et écouteurs',
    nameEn: 'Headphones',
    descriptionFr: 'Casques sans fil, écouteurs Bluetooth, écouteurs filaires et casques gaming.',
    descriptionEn: 'Wireless headphones, Bluetooth earbuds, wired earphones and gaming headsets.',
    keyword: 'Headphones',
    icon: 'headphones',
    blurbs: [
      { fr: 'Confortable pendant des heures, dans les embouteillages comme au bureau.', en: 'Comfortable for hours, in traffic jams as well as at the office.' },
      { fr: 'Micro intégré pour des appels clairs.', en: 'Built-in microphone for clear calls.' },
    ],
    subCategories: [
      sub('wireless-headphones', 'Casques sans fil', 'Wireless headphones', 'Headphones', 'headphones', [s.playtime, s.noiseCancelling, s.wireless, s.colour], {
        fr: '{name} : le bruit de la ville à distance et un son détaillé pendant des dizaines d’heures.',
        en: '{name}: city noise kept at bay and detailed sound for dozens of hours.',
      }),
      sub('wireless-earbuds', 'Écouteurs sans fil', 'Wireless earbuds', 'Earbuds', 'earbuds', [s.playtime, s.noiseCancelling, s.waterproof, s.colour], {
        fr: '{name} : des écouteurs qui tiennent dans la poche et se connectent dès l’ouverture du boîtier.',
        en: '{name}: earbuds that fit in your pocket and connect as soon as you open the case.',
      }),
      sub('wired-earphones', 'Écouteurs filaires', 'Wired earphones', 'Earphones', 'earphones', [s.connector, s.microphone, s.colour], {
        fr: '{name} : un son fiable, sans jamais avoir besoin de recharger.',
        en: '{name}: dependable sound that never needs charging.',
      }),
      sub('gaming-headsets', 'Casques gaming', 'Gaming headsets', 'Gaming headsets', 'gaming-headset', [s.gamingPlatform, s.wireless, s.microphone], {
        fr: '{name} : chaque pas de vos adversaires bien audible et votre voix portée clairement jusqu’à votre équipe.',
        en: '{name}: every enemy footstep clearly audible and your voice carried cleanly to your team.',
      }),
    ],
  },
  {
    slug: 'wearable-electronics',
    nameFr: 'Électronique portable',
    nameEn: 'Wearable Electronics',
    descriptionFr: 'Montres connectées, bracelets d’activité et montres pour enfants.',
    descriptionEn: 'Smartwatches, fitness trackers and kids’ watches.',
    keyword: 'Smartwatches',
    icon: 'smartwatch',
    blurbs: [
      { fr: 'Suivi du sommeil, du rythme cardiaque et des pas, synchronisé avec votre téléphone.', en: 'Sleep, heart rate and step tracking, synced with your phone.' },
      { fr: 'Notifications d’appels et de messages directement au poignet.', en: 'Call and message notifications right on your wrist.' },
    ],
    subCategories: [
      sub('smartwatches', 'Montres connectées', 'Smartwatches', 'Smartwatches', 'smartwatch', [s.watchSize, s.watchBattery, s.compatibility, s.colour], {
        fr: '{name} : un compagnon pour le sport et le travail, avec un écran lumineux lisible en plein soleil.',
        en: '{name}: a companion for workouts and working days, with a bright screen that stays readable in full sun.',
      }),
      sub('fitness-trackers', 'Bracelets connectés', 'Fitness trackers', 'Fitness trackers', 'fitness-band', [s.watchBattery, s.waterproof, s.colour], {
        fr: '{name} : vos pas, vos calories et votre sommeil suivis avec une autonomie de plusieurs jours.',
        en: '{name}: your steps, calories and sleep tracked, with days of battery life.',
      }),
      sub('kids-watches', 'Montres pour enfants', 'Kids smartwatches', 'Smartwatches', 'smartwatch', [s.positioning, s.watchBattery, s.colour], {
        fr: '{name} : savoir où se trouve votre enfant et l’appeler en un geste.',
        en: '{name}: see where your child is and call them with one tap.',
      }),
    ],
  },
  {
    slug: 'powerbanks',
    nameFr: 'Batteries externes',
    nameEn: 'Powerbanks',
    descriptionFr: 'Batteries externes compactes, grande capacité, magnétiques et pour ordinateur portable.',
    descriptionEn: 'Compact, high-capacity, magnetic and laptop powerbanks.',
    keyword: 'Powerbanks',
    icon: 'powerbank',
    blurbs: [
      { fr: 'Indicateur LED du niveau de charge et protection contre la surchauffe.', en: 'LED charge indicator and overheating protection.' },
      { fr: 'Indispensable en voyage et pendant les coupures de courant.', en: 'A must when travelling and during power cuts.' },
    ],
    subCategories: [
      sub('compact-powerbanks', 'Batteries externes compactes', 'Compact powerbanks', 'Powerbanks', 'powerbank', [s.bankCapacity, s.bankOutput, s.chargingPorts, s.colour], {
        fr: '{name} : une batterie qui se glisse dans la poche et redonne une charge complète à votre téléphone.',
        en: '{name}: a powerbank that slips into a pocket and gives your phone a full charge.',
      }, ['capacity']),
      sub('high-capacity-powerbanks', 'Batteries grande capacité', 'High-capacity powerbanks', 'Powerbanks', 'powerbank', [s.bankCapacity, s.bankOutput, s.chargingPorts, s.colour], {
        fr: '{name} : plusieurs téléphones rechargés plusieurs fois, idéal pour les longs trajets et les délestages.',
        en: '{name}: several phones charged several times over, ideal for long journeys and power cuts.',
      }, ['capacity']),
      sub('magnetic-powerbanks', 'Batteries magnétiques', 'Magnetic powerbanks', 'Magnetic powerbanks', 'powerbank', [s.bankCapacity, s.bankOutput, s.compatibility, s.colour], {
        fr: '{name} : une batterie qui se fixe magnétiquement au dos du téléphone pour le recharger sans câble.',
        en: '{name}: a powerbank that snaps magnetically to the back of your phone to charge it without a cable.',
      }, ['capacity']),
      sub('laptop-powerbanks', 'Batteries pour ordinateur portable', 'Laptop powerbanks', 'Powerbanks', 'powerbank', [s.bankCapacity, s.bankOutput, s.chargingPorts], {
        fr: '{name} : votre ordinateur portable rechargé en USB-C, loin de toute prise.',
        en: '{name}: your laptop charged over USB-C, far from any socket.',
      }, ['capacity']),
    ],
  },
  {
    slug: 'hdd-ssd-storage',
    nameFr: 'Stockage HDD/SSD',
    nameEn: 'HDD/SSD Storage',
    descriptionFr: 'Disques durs externes, SSD, clés USB et cartes mémoire pour sauvegarder vos fichiers.',
    descriptionEn: 'External hard drives, SSDs, USB flash drives and memory cards to back up your files.',
    keyword: 'Storage',
    icon: 'drive',
    blurbs: [
      { fr: 'Sauvegardez photos, vidéos et documents importants en toute sérénité.', en: 'Back up photos, videos and important documents with peace of mind.' },
      { fr: 'Produit d’origine, capacité réelle vérifiée par le vendeur.', en: 'Genuine product, real capacity checked by the seller.' },
    ],
    subCategories: [
      sub('external-hard-drives', 'Disques durs externes', 'External hard drives', 'Hard drives', 'drive', [s.driveCapacity, s.driveInterface, s.colour], {
        fr: '{name} : des années de photos, de films et de sauvegardes dans un boîtier de poche.',
        en: '{name}: years of photos, films and backups in a pocket-sized case.',
      }, ['capacity']),
      sub('internal-ssds', 'SSD internes', 'Internal SSDs', 'SSD', 'ssd', [s.flashCapacity, s.driveInterface, s.readSpeed], {
        fr: '{name} : une seconde jeunesse pour un ordinateur lent, avec un démarrage en quelques secondes et des applications instantanées.',
        en: '{name}: a new lease of life for a slow computer, booting in seconds with apps that open instantly.',
      }, ['capacity']),
      sub('portable-ssds', 'SSD externes', 'Portable SSDs', 'SSD', 'drive', [s.flashCapacity, s.driveInterface, s.readSpeed], {
        fr: '{name} : un film entier transféré en quelques secondes, dans un boîtier qui résiste aux chocs.',
        en: '{name}: a whole film moved in seconds, in a case that shrugs off knocks.',
      }, ['capacity']),
      sub('usb-flash-drives', 'Clés USB', 'USB flash drives', 'USB drives', 'usb-drive', [s.flashCapacity, s.driveInterface], {
        fr: '{name} : vos documents, cours et présentations toujours avec vous.',
        en: '{name}: your documents, lessons and presentations always with you.',
      }, ['capacity']),
      sub('memory-cards', 'Cartes mémoire', 'Memory cards', 'Memory cards', 'memory-card', [s.flashCapacity, s.cardClass, s.readSpeed], {
        fr: '{name} : plus d’espace pour votre téléphone, votre caméra ou votre drone.',
        en: '{name}: more space for your phone, camera or drone.',
      }, ['capacity']),
    ],
  },
  {
    slug: 'gaming',
    nameFr: 'Jeux vidéo',
    nameEn: 'Gaming',
    descriptionFr: 'Consoles, manettes, jeux et accessoires pour joueurs exigeants.',
    descriptionEn: 'Consoles, controllers, games and accessories for demanding players.',
    keyword: 'Gaming',
    icon: 'controller',
    blurbs: [
      { fr: 'Parfait pour les tournois FIFA entre amis.', en: 'Perfect for football tournaments with friends.' },
      { fr: 'Produit officiel sous garantie, pas une copie.', en: 'Official product under warranty, not a copy.' },
    ],
    subCategories: [
      sub('consoles', 'Consoles', 'Consoles', 'Consoles', 'console', [s.storage, s.consoleEdition, s.displayResolution], {
        fr: '{name} : des jeux spectaculaires, des chargements éclair et des heures de divertissement en famille.',
        en: '{name}: spectacular games, lightning-fast loading and hours of family entertainment.',
      }),
      sub('controllers', 'Manettes', 'Controllers', 'Controllers', 'controller', [s.gamingPlatform, s.wireless, s.colour], {
        fr: '{name} : une prise en main naturelle et une réponse au moindre geste.',
        en: '{name}: a natural grip and a response to the slightest move.',
      }),
      sub('video-games', 'Jeux', 'Games', 'Video games', 'game', [s.gamingPlatform, s.gameGenre, s.pegi], {
        fr: '{name} : des heures de parties intenses, seul ou à plusieurs.',
        en: '{name}: hours of intense play, alone or with friends.',
      }, ['platform']),
      sub('gaming-keyboards-mice', 'Claviers et souris gaming', 'Gaming keyboards and mice', 'Gaming', 'keyboard', [s.wireless, s.keyboardLayout, s.colour], {
        fr: '{name} : une réactivité à la milliseconde, avec éclairage RGB et touches programmables.',
        en: '{name}: millisecond response, with RGB lighting and programmable keys.',
      }),
    ],
  },
];
