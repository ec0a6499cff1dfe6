/** A guest's delivery address for checkout tests: a phone number, an email, a city in Abidjan. */
export const deliveryAddress = {
  fullname: 'Awa Koné',
  phoneNumber: { indicator: '+225', telephone: '07 11 22 33 44' },
  email: 'awa@example.com',
  city: 'Abidjan',
  addressLine: 'Cocody, rue des Jardins',
};
