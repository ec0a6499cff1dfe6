import { notificationKinds } from '@store/contracts/account';
import { describe, expect, it } from 'vitest';
import { redact } from './notifier.ts';
import { type NotificationParams, renderNotification } from './templates.ts';

const params: NotificationParams = {
  'account-activation': { name: 'Awa', key: '1234567890', link: 'https://shop.test/account/activate?key=1234567890&notifyBy=SMS', hours: 48 },
  'password-reset': { name: 'Awa', key: 'abc', link: 'https://shop.test/account/reset-password/finish?key=abc', minutes: 60 },
  'email-verification': { name: 'Awa', link: 'https://shop.test/account/verify-email?key=xyz', hours: 24 },
  'phone-verification': { code: '424242', minutes: 10 },
  'password-changed': { name: 'Awa' },
  'email-change-requested': { name: 'Awa', newEmail: 'new@example.com', link: 'https://shop.test/account/undo-change?key=Qm9vb29vb29vb29vb29vb29vb29vb29vb29vb29vb28' },
  'phone-change-requested': { name: 'Awa', newPhone: '+33*******32', link: 'https://shop.test/account/undo-change?key=Qm9vb29vb29vb29vb29vb29vb29vb29vb29vb29vb28' },
  'order-placed': { name: 'Awa', number: 'EM-7K3M9QXZ', total: '125 000 F CFA', cashOnDelivery: true, url: 'https://shop.test/order-tracking?number=EM-7K3M9QXZ' },
  'order-paid': { name: 'Awa', number: 'EM-7K3M9QXZ', total: '190,56 €', url: 'https://shop.test/order-tracking?number=EM-7K3M9QXZ' },
  'order-status': { name: 'Awa', number: 'EM-7K3M9QXZ', shop: 'Abidjan Digital', status: 'SHIPPED', url: 'https://shop.test/order-tracking?number=EM-7K3M9QXZ' },
  'order-refunded': { name: 'Awa', number: 'EM-7K3M9QXZ', total: '35 000 F CFA', reference: 'PayPal 8XY12', url: 'https://shop.test/order-tracking?number=EM-7K3M9QXZ' },
  'seller-new-order': { shop: 'Abidjan Digital', number: 'EM-7K3M9QXZ', total: '125 000 F CFA', items: 2 },
  'inbox-digest': { shop: 'Abidjan Digital', count: 2, lines: '- New order EM-7K3M9QXZ: 2 items\n- Only 1 left in stock of Itel A70', url: 'https://electromarche.example/account' },
  'request-posted': { name: 'Awa', title: 'iPhone 13 128 Go', link: 'https://shop.test/request-product/iphone-13-a1b2c3?key=k' },
  'request-answer': { name: 'Awa', title: 'iPhone 13 128 Go', shop: 'Abidjan Digital', price: '350 000 F CFA', link: 'https://shop.test/request-product/iphone-13-a1b2c3?key=k' },
  'contact-answer': { name: 'Awa', answer: 'Your parcel left Abidjan this morning.', message: 'Where is my parcel?' },
};

function render<K extends keyof NotificationParams>(kind: K, language: 'fr' | 'en') {
  return renderNotification(kind, language, params[kind]);
}

describe('notification templates', () => {
  it('tells the buyer the order number, the total and where to track it, and how it is paid', () => {
    const placed = render('order-placed', 'fr');
    for (const text of [placed.sms, placed.mail]) {
      expect(text).toContain('EM-7K3M9QXZ');
      expect(text).toContain('125 000 F CFA');
      expect(text).toContain('https://shop.test/order-tracking?number=EM-7K3M9QXZ');
    }
    expect(placed.sms).toMatch(/livraison/);
    expect(renderNotification('order-placed', 'en', { ...params['order-placed'], cashOnDelivery: false }).sms).toMatch(/Awaiting payment/);
    expect(render('order-status', 'en').sms).toContain('Abidjan Digital');
    expect(render('order-status', 'fr').subject).toContain('expédié');
  });

  it('gives every kind a subject, a mail and a short SMS in French and English, different per language', () => {
    for (const kind of notificationKinds) {
      const fr = render(kind, 'fr');
      const en = render(kind, 'en');
      for (const message of [fr, en]) {
        expect(message.subject.length, kind).toBeGreaterThan(5);
        expect(message.mail.length, kind).toBeGreaterThan(message.subject.length);
        expect(message.sms.length, kind).toBeLessThanOrEqual(320);
      }
      expect(fr.mail, kind).not.toBe(en.mail);
      expect(fr.sms, kind).not.toBe(en.sms);
    }
  });

  it('puts the link and the code where the user needs them', () => {
    const activation = render('account-activation', 'fr');
    expect(activation.sms).toContain('1234567890');
    expect(activation.sms).toContain(params['account-activation'].link);
    expect(activation.mail).toContain(params['account-activation'].link);
    expect(activation.mail).toContain('Bonjour Awa,');
    expect(render('account-activation', 'en').mail).toContain('Hello Awa,');
    expect(render('phone-verification', 'en').sms).toContain('424242');
    expect(render('password-reset', 'en').mail).toContain('60 minutes');
  });

  it('greets without a name when there is none', () => {
    expect(renderNotification('password-changed', 'fr', { name: '' }).mail.startsWith('Bonjour,')).toBe(true);
  });

  it('masks secrets, the link before the key it contains', () => {
    const { sms } = render('account-activation', 'en');
    const masked = redact(sms, ['1234567890', params['account-activation'].link]);
    expect(masked).not.toContain('1234567890');
    expect(masked).not.toContain('https://');
    expect(masked).toContain('activation code is ••••••');
  });
});
