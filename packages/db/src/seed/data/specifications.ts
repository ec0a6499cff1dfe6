/**
 * Specifications a sub-category's products describe, with the values a product may take.
 * Values are language-neutral (numbers, standards, model names, colour names used as-is by
 * the brands), because a specification value is stored once for both languages.
 */
export interface SpecificationSeed {
  code: string;
  nameFr: string;
  nameEn: string;
  unit: string | null;
  values: readonly string[];
}

const spec = (code: string, nameFr: string, nameEn: string, unit: string | null, values: readonly string[]): SpecificationSeed => ({
  code,
  nameFr,
  nameEn,
  unit,
  values,
});

export const colours = ['Black', 'White', 'Silver', 'Grey', 'Blue', 'Green', 'Gold', 'Red', 'Pink', 'Purple'] as const;

export const colour = spec('color', 'Couleur', 'Colour', null, colours);
export const processor = spec('processor', 'Processeur', 'Processor', null, [
  'Intel Celeron N4500',
  'Intel Core i3',
  'Intel Core i5',
  'Intel Core i7',
  'Intel Core Ultra 5',
  'Intel Core Ultra 7',
  'AMD Ryzen 5',
  'AMD Ryzen 7',
  'Apple M3',
  'Apple M4',
]);
export const ram = spec('ram', 'Mémoire vive (RAM)', 'RAM', 'GB', ['2', '3', '4', '6', '8', '12', '16', '32']);
export const storage = spec('storage', 'Stockage', 'Storage', 'GB', ['8', '16', '32', '64', '128', '256', '512', '1024', '2048']);
export const laptopScreen = spec('screen', "Taille de l'écran", 'Screen size', 'in', ['13.3', '13.6', '14', '14.2', '15.6', '16', '17.3']);
export const phoneScreen = spec('screen', "Taille de l'écran", 'Screen size', 'in', ['1.8', '2.4', '2.8', '6.1', '6.3', '6.5', '6.56', '6.6', '6.67', '6.7', '6.78', '6.8', '6.9']);
export const tabletScreen = spec('screen', "Taille de l'écran", 'Screen size', 'in', ['8.7', '10.1', '10.4', '10.9', '11', '11.5', '12.1', '13']);
export const monitorScreen = spec('screen', "Taille de l'écran", 'Screen size', 'in', ['21.5', '23.8', '24', '27', '31.5', '34']);
export const tvScreen = spec('screen', "Taille de l'écran", 'Screen size', 'in', ['32', '43', '50', '55', '65', '75']);
export const phoneBattery = spec('battery', 'Batterie', 'Battery', 'mAh', ['1000', '1150', '1350', '1450', '1500', '1650', '1720', '1770', '1800', '2500', '3349', '4000', '4500', '4685', '5000', '6000', '7000', '8000', '10000']);
export const displayResolution = spec('resolution', 'Résolution', 'Resolution', null, ['HD', 'Full HD', 'QHD', '4K UHD', '5K', 'WUXGA']);
export const refreshRate = spec('refresh_rate', 'Fréquence de rafraîchissement', 'Refresh rate', 'Hz', ['60', '75', '100', '144', '165', '240']);
export const videoPorts = spec('ports', 'Connectique', 'Ports', null, ['HDMI', 'HDMI + DisplayPort', 'HDMI + USB-C', 'VGA + HDMI']);
export const wireless = spec('connectivity', 'Connectivité', 'Connectivity', null, ['Bluetooth', 'Bluetooth 5.3', 'Wireless 2.4 GHz', 'Wireless + Bluetooth', 'USB', 'USB-C', 'Wi-Fi', 'Wi-Fi + 4G', 'Wi-Fi + 5G', 'Wi-Fi + Ethernet', 'Wi-Fi + Bluetooth', 'Ethernet PoE', 'Jack 3.5 mm']);
export const keyboardLayout = spec('layout', 'Disposition du clavier', 'Keyboard layout', null, ['AZERTY', 'QWERTY']);
export const material = spec('material', 'Matériau', 'Material', null, ['Aluminium', 'Polyester', 'Nylon', 'Leather', 'Silicone', 'TPU', 'Tempered glass', 'ABS plastic']);
export const power = spec('power', 'Puissance', 'Power', 'W', ['5', '10', '15', '18', '20', '25', '28', '30', '33', '40', '45', '60', '65', '67', '90', '100', '120', '140', '200', '220', '300', '500', '600', '800', '1000', '1200', '1500', '1800']);
export const connector = spec('connector', 'Connecteur', 'Connector', null, ['USB-C', 'Lightning', 'Micro-USB', 'USB-C to USB-C', 'USB-C to Lightning', 'USB-A to USB-C', 'Barrel 4.5 mm', 'Barrel 7.4 mm', 'MagSafe', 'Jack 3.5 mm']);
export const simSlots = spec('sim', 'Cartes SIM', 'SIM cards', null, ['Single SIM', 'Dual SIM', 'Triple SIM']);
export const compatibility = spec('compatibility', 'Compatibilité', 'Compatibility', null, ['Android', 'iOS', 'Android + iOS', 'Samsung Galaxy A', 'Samsung Galaxy S', 'iPhone', 'Tecno', 'Infinix', 'Universal']);
export const panel = spec('panel', "Type d'écran", 'Panel type', null, ['LED', 'QLED', 'OLED', 'Mini LED', 'IPS', 'VA']);
export const smartPlatform = spec('platform', 'Système', 'Platform', null, ['Android TV', 'Google TV', 'Tizen', 'webOS', 'VIDAA', 'Linux', 'None']);
export const brightness = spec('brightness', 'Luminosité', 'Brightness', 'lm', ['230', '300', '400', '800', '2000', '3000', '3300', '3600', '4000']);
export const speakerPower = spec('power', 'Puissance', 'Power', 'W', ['4.2', '10', '16', '20', '30', '40', '100', '160', '240', '250', '300', '330', '400', '500', '590', '800', '1000']);
export const playtime = spec('battery_life', 'Autonomie', 'Battery life', 'h', ['5', '6', '7', '8', '10', '12', '13', '16', '20', '24', '30', '35', '40', '48', '50', '57', '60', '70']);
export const waterproof = spec('water_resistance', "Résistance à l'eau", 'Water resistance', null, ['None', 'IPX4', 'IPX5', 'IP54', 'IP55', 'IP67', 'IP68', '5 ATM', '10 ATM', 'IPX7', 'IP57']);
export const audioChannels = spec('channels', 'Canaux', 'Channels', null, ['2.0', '2.1', '3.1', '5.1', '7.1']);
export const sensorResolution = spec('sensor_resolution', 'Résolution du capteur', 'Sensor resolution', 'MP', ['12', '20', '24', '26', '33', '45']);
export const sensorSize = spec('sensor', 'Capteur', 'Sensor', null, ['1-inch', 'APS-C', 'Full frame', '1/1.9-inch']);
export const videoResolution = spec('video', 'Vidéo', 'Video', null, ['1080p', '2K', '4K', '5.3K', '8K']);
export const focalLength = spec('focal_length', 'Focale', 'Focal length', 'mm', ['18-55', '24-70', '50', '55-210', '70-300', '85', '18-150', '55-250']);
export const lensMount = spec('mount', 'Monture', 'Mount', null, ['Canon RF', 'Canon EF', 'Nikon Z', 'Nikon F', 'Sony E', 'Fujifilm X']);
export const aperture = spec('aperture', 'Ouverture maximale', 'Maximum aperture', null, ['f/1.8', 'f/2.8', 'f/3.5-5.6', 'f/4', 'f/4.5-6.3', 'f/4-5.6']);
export const nightVision = spec('night_vision', 'Vision nocturne', 'Night vision', 'm', ['10', '20', '30', '50']);
export const printerFunctions = spec('functions', 'Fonctions', 'Functions', null, ['Print', 'Print, scan, copy', 'Print, scan, copy, fax']);
export const printSpeed = spec('print_speed', "Vitesse d'impression", 'Print speed', 'ppm', ['7.5', '8', '9.1', '10', '12', '15', '16', '18', '20', '30', '33', '34', '38', '40']);
export const printColour = spec('print_colour', 'Impression', 'Printing', null, ['Colour', 'Monochrome']);
export const pageYield = spec('page_yield', 'Rendement', 'Page yield', 'pages', ['100', '120', '180', '300', '1000', '1600', '3000', '4500', '7500']);
export const inkColour = spec('ink_colour', 'Couleur d’encre', 'Ink colour', null, ['Black', 'Tri-colour', 'Cyan', 'Magenta', 'Yellow', '4-colour pack']);
export const printerModel = spec('compatible_with', 'Compatible avec', 'Compatible with', null, ['HP DeskJet', 'HP LaserJet', 'Canon PIXMA', 'Epson EcoTank', 'Brother HL/DCP', 'Canon i-SENSYS']);
export const energyCapacity = spec('capacity', 'Capacité', 'Capacity', 'Wh', ['256', '268', '288', '512', '768', '1024', '1070', '2048']);
export const chargingPorts = spec('ports', 'Ports', 'Ports', null, ['1 USB-C', '1 USB-A', '1 USB-C + 1 USB-A', '2 USB-C + 1 USB-A', '2 USB-A', '3 USB-C + 1 USB-A', '4 USB-C']);
export const cableLength = spec('length', 'Longueur', 'Length', 'm', ['0.5', '1', '1.2', '1.5', '1.8', '2', '3']);
export const wirelessStandard = spec('standard', 'Norme', 'Standard', null, ['Qi', 'Qi2', 'MagSafe', 'Qi 3-in-1']);
export const solarOutput = spec('output', 'Sorties', 'Outputs', null, ['USB-A + USB-C', 'DC + USB', 'MC4', 'Anderson']);
export const noiseCancelling = spec('anc', 'Réduction de bruit active', 'Active noise cancelling', null, ['Yes', 'No', 'Adaptive']);
export const microphone = spec('microphone', 'Microphone', 'Microphone', null, ['Built-in', 'Detachable boom', 'None']);
export const gamingPlatform = spec('platform', 'Plateforme', 'Platform', null, ['PC', 'PlayStation 5', 'PlayStation 4', 'Xbox Series X|S', 'Nintendo Switch', 'Multi-platform']);
export const watchSize = spec('case_size', 'Taille du boîtier', 'Case size', 'mm', ['40', '41', '42', '44', '45', '46', '47', '49']);
export const watchBattery = spec('battery_life', 'Autonomie', 'Battery life', 'days', ['1', '2', '5', '7', '10', '14', '18', '21']);
export const positioning = spec('positioning', 'Localisation', 'Location tracking', null, ['GPS', 'GPS + 4G SIM', 'Phone GPS', 'None']);
export const bankCapacity = spec('capacity', 'Capacité', 'Capacity', 'mAh', ['5000', '6000', '10000', '15000', '20000', '24000', '25000', '27650', '30000', '40000', '50000']);
export const bankOutput = spec('output_power', 'Puissance de sortie', 'Output power', 'W', ['10', '12', '15', '18', '20', '22.5', '25', '30', '45', '65', '100', '140', '145']);
export const driveCapacity = spec('capacity', 'Capacité', 'Capacity', 'TB', ['1', '2', '4', '5', '6', '8']);
export const flashCapacity = spec('capacity', 'Capacité', 'Capacity', 'GB', ['32', '64', '128', '256', '500', '512', '1000', '2000']);
export const driveInterface = spec('interface', 'Interface', 'Interface', null, ['USB 3.0', 'USB 3.2 Gen 1', 'USB 3.2 Gen 2', 'USB-C', 'SATA III', 'NVMe PCIe 3.0', 'NVMe PCIe 4.0', 'UHS-I', 'UHS-II']);
export const readSpeed = spec('read_speed', 'Vitesse de lecture', 'Read speed', 'MB/s', ['100', '120', '150', '160', '170', '190', '200', '280', '400', '500', '560', '1050', '2000', '3500', '4000', '5000', '7000', '7450']);
export const cardClass = spec('class', 'Classe de vitesse', 'Speed class', null, ['Class 10', 'U1', 'U3 V30', 'U3 V30 A2', 'V60', 'V90']);
export const consoleEdition = spec('edition', 'Édition', 'Edition', null, ['Standard', 'Digital', 'Slim', 'OLED', 'Lite', 'Pro']);
export const gameGenre = spec('genre', 'Genre', 'Genre', null, ['Football', 'Action', 'Racing', 'Adventure', 'Fighting', 'Sports', 'Party']);
export const pegi = spec('pegi', 'Classification PEGI', 'PEGI rating', null, ['3', '7', '12', '16', '18']);
export const maxLoad = spec('max_screen', "Taille d'écran maximale", 'Maximum screen size', 'in', ['13', '14', '15.6', '16', '17.3']);
export const tvOs = spec('platform', 'Système', 'Platform', null, ['Android TV', 'Google TV', 'Linux', 'Fire OS', 'tvOS', 'None']);
