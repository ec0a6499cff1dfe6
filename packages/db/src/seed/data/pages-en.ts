import type { ContentPages } from './pages.ts';

/** Markdown pages of the content service, in English. */
export const pagesEn: ContentPages = {
  faq: {
    title: 'Frequently asked questions',
    markdown: `## Buying on ElectroMarché

### How do I place an order?
Find a product with the search bar or the category menu, open its page and click **Add to cart**. In the cart, choose a delivery option, check the total and confirm the order. The seller is notified straight away.

### How do I pay?
Most sellers accept **cash on delivery** (cash or Mobile Money: Orange Money, MTN MoMo, Wave, Moov Money). Some also offer online payment when you order. The accepted methods are shown on the product page and in your cart.

### How long does delivery take?
Within the seller's city, delivery usually takes **24 to 48 hours**. Between cities or countries, allow 3 to 10 days depending on the carrier. You can follow your order from the **Order tracking** page.

### Can I return a product?
You have **7 days** after delivery to report a faulty product or one that does not match its listing. Contact the seller first; if no solution is found, write to us from the **Contact us** page with the reason "Report a problem".

## Selling on ElectroMarché

### Who can sell?
Any shop or business with a verified **Professional** account (phone number and ID document). You get a public shop page with your logo, your cover picture and all your products.

### How much does it cost?
Publishing is free with the **Free** plan. The **Plus** (5,000 CFA francs a month) and **Pro** (15,000 CFA francs a month) plans add priority support, e-mail campaigns and featured listings. See the **Subscription** page.

### How do I publish a product?
From your account menu, choose **Publish a product**, fill in the title, category, specifications and price, and add real photos of the product. Your listing goes live as soon as it is approved.

## My account

### I forgot my password
On the sign-in page, click **Forgot password** and enter your e-mail address or phone number. You will receive a link or a code to choose a new one.

### Why verify my phone number?
A verified number reassures other users and lets us text you about every order. It is also required to sell.

## Prices and currencies

### Which currency are prices shown in?
Prices are shown in **CFA francs** by default. You can switch to euros or US dollars at the bottom of the page; conversions are indicative and the seller is paid in the currency of the listing.`,
  },
  cgu: {
    title: 'Terms of use',
    markdown: `## 1. Purpose
These terms of use govern access to and use of the ElectroMarché marketplace, which connects professional sellers of electronics with buyers, mainly in West and Central Africa.

## 2. Role of the platform
ElectroMarché is a **technical intermediary**. The sale contract is made directly between buyer and seller. ElectroMarché neither owns nor holds the products listed and does not take the seller's place for delivery, warranty or after-sales service.

## 3. Registration and account
- Registration is free and restricted to adults.
- The information you provide must be accurate and kept up to date.
- You are responsible for keeping your password confidential and for all activity on your account.
- An account may be suspended for fraud, false identity or breach of these terms.

## 4. Sellers' obligations
The seller undertakes to:
1. describe products faithfully (condition, specifications, real photos);
2. show a price including all taxes and honour the advertised price;
3. sell only genuine products that they are free to sell;
4. deliver within the announced time and honour the legal and commercial warranty;
5. answer buyers within a reasonable time.

## 5. Buyers' obligations
The buyer undertakes to provide a reachable address and phone number, to pay the agreed price and to check the product on delivery.

## 6. Prohibited products
Prohibited items include counterfeits, stolen or carrier-locked devices, refurbished products presented as new and any product whose sale is illegal in the seller's or buyer's country.

## 7. Prices, currencies and subscriptions
Sellers set their prices freely in CFA francs, euros or US dollars. Conversions shown are indicative. Seller subscriptions are paid in advance with no commitment beyond the chosen period.

## 8. Liability
ElectroMarché does its best to keep the service available but cannot guarantee it will never be interrupted. It is not liable for disputes arising between buyer and seller, subject to its duty to promptly remove any manifestly unlawful content reported to it.

## 9. Personal data
How your data is processed is described in the **Privacy policy**.

## 10. Governing law
These terms are governed by Ivorian law and the OHADA uniform acts. Failing an amicable settlement, any dispute falls under the competent courts of Abidjan.

## 11. Contact
Any question: the **Contact us** page or contact@electromarche.demo.`,
  },
  privacy: {
    title: 'Privacy policy',
    markdown: `## Who we are
ElectroMarché runs the marketplace available on this site. We are the controller of the personal data described below, in line with applicable law, in particular Ivorian law no. 2013-450 on the protection of personal data, Senegalese law no. 2008-12 and, for users in the European Union, the GDPR.

## Data we collect
- **Account**: first name, last name, e-mail, phone number, password (stored as an irreversible hash).
- **Shop** (sellers): trading name, city, description, pictures, supporting documents.
- **Orders**: products, amounts, delivery address and time slot.
- **Browsing**: language, chosen currency, search history and approximate city, to show results close to you.

## Why we use your data
1. To create and secure your account.
2. To pass your orders to sellers and keep you informed of their progress.
3. To prevent fraud and scams.
4. To improve search and recommendations.
5. To send you the newsletter, only if you asked for it.

## Who we share it with
The seller receives what is needed to deliver your order. Our technical providers (hosting, text messages, payment) access it only to provide their service. We never sell your data.

## How long we keep it
For as long as your account exists, then 3 years after your last activity for account data and 10 years for accounting records.

## Your rights
You can access, correct and delete your data, object to its commercial use and ask for its portability. Account deletion is requested from **My account**. For any request: privacy@electromarche.demo. You may also contact the data protection authority of your country (ARTCI in Côte d'Ivoire, CDP in Senegal).

## Cookies
We only use cookies needed for the site to work (session, cart, language and currency) and anonymous audience measurement.

## Security
Traffic is encrypted (HTTPS), passwords are never stored in plain text and access to data is limited to the people who need it.`,
  },
  newsletter: {
    title: 'Never miss a good deal',
    markdown:
      'Get the latest arrivals and the best offers from sellers near you every week, by text message or WhatsApp. Enter your phone number: unsubscribe in one click.',
  },
  attention: {
    title: 'For the attention of users',
    markdown: `To buy safely:

- **Never pay before you have seen the product.** Prefer cash on delivery or a hand-over in a public place.
- **Beware of prices that are too low**: a new iPhone at half price is almost always a scam.
- **Never send money by transfer** (Mobile Money, Western Union…) to a seller who refuses to meet you or rushes you.
- **Never share your codes** (Mobile Money PIN, code received by text, password). ElectroMarché will never ask for them.
- **Check the product** on delivery: condition, IMEI or serial number, accessories and invoice.

In doubt? Report the listing from the **Contact us** page, reason "Report a scam".`,
  },
};
