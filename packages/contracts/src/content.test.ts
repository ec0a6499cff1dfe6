import { describe, expect, it } from 'vitest';
import { categoryProductSchema, contentLinkSchema, featuredProductSchema, newsletterSchema, newsletterSignupSchema, notificationPayloadSchema, searchKeySchema, slideSchema, socialSchema } from './content.ts';
import { findCategoryProduct, notificationsBySeverity, socialLinkRel } from './content-rules.ts';

const product = { title: 'Galaxy S24', subtitle: 'Le plus fin', url: '/product/galaxy-s24', price: 450_000, currency: 'CFA', image: '/media/12?w=480' };

describe('slides and featured products', () => {
  it('reads a slide with a site link or an https link', () => {
    const slide = { id: 1, image: 'https://cdn.example.com/a.webp', title: 'Soldes', subtitle: '-30 %', url: '/search-product?key=deals' };
    expect(slideSchema.parse(slide)).toEqual(slide);
  });
  it('refuses script links and protocol-relative links', () => {
    for (const link of ['javascript:alert(1)', '//evil.example.com', 'data:text/html,x', '/\\evil.example.com', 'https://a b.com']) {
      expect(contentLinkSchema.safeParse(link).success).toBe(false);
    }
  });
  it('keeps the featured product price as integer minor units with its currency', () => {
    expect(featuredProductSchema.parse(product).price).toBe(450_000);
    expect(featuredProductSchema.safeParse({ ...product, price: 12.5 }).success).toBe(false);
    expect(featuredProductSchema.safeParse({ ...product, currency: 'GBP' }).success).toBe(false);
  });
  it('finds the showcase product of a category by its lower-cased name', () => {
    const entries = [categoryProductSchema.parse({ category: 'smartphones', product })];
    expect(findCategoryProduct(entries, 'Smartphones')?.title).toBe('Galaxy S24');
    expect(findCategoryProduct(entries, 'Gaming')).toBeUndefined();
  });
});

describe('socials and newsletter', () => {
  const social = { url: 'https://wa.me/2250701020304', name: 'WhatsApp', icon: 'whatsapp', linkTarget: '_blank' };
  it('reads social links and opens new tabs safely', () => {
    const parsed = socialSchema.parse(social);
    expect(socialLinkRel(parsed)).toBe('noopener noreferrer');
    expect(socialLinkRel({ ...parsed, linkTarget: '_self' })).toBeUndefined();
  });
  it('opens social links in a new tab unless told otherwise', () => {
    expect(socialSchema.parse({ ...social, linkTarget: undefined }).linkTarget).toBe('_blank');
  });
  it('refuses a social link that is not http(s)', () => {
    expect(socialSchema.safeParse({ ...social, url: 'javascript:alert(1)' }).success).toBe(false);
  });
  it('reads the newsletter call-to-action', () => {
    expect(newsletterSchema.parse({ title: 'Restez informé', message: '**Promos** chaque semaine', social }).social?.name).toBe('WhatsApp');
  });
  it('requires a real phone number to sign up', () => {
    expect(newsletterSignupSchema.safeParse({ phoneNumber: { indicator: '+225', telephone: '07 01 02 03 04' } }).success).toBe(true);
    expect(newsletterSignupSchema.safeParse({ phoneNumber: { indicator: '+225', telephone: '' } }).success).toBe(false);
    expect(newsletterSignupSchema.safeParse({}).success).toBe(false);
  });
});

describe('search keys', () => {
  it('reads hashtag buttons with their colours', () => {
    const key = { keyword: '#iphone', query: 'iphone', btnColor: '#ff6600', textColor: 'white' };
    expect(searchKeySchema.parse(key)).toEqual(key);
  });
  it('refuses a colour that smuggles extra CSS', () => {
    expect(searchKeySchema.safeParse({ keyword: '#tv', query: 'tv', btnColor: 'red;background:url(x)', textColor: '#fff' }).success).toBe(false);
  });
});

describe('notifications', () => {
  const payload = {
    subscription: { state: 'ACTIVE' },
    notifications: {
      infos: [{ messageBody: 'New **plan**' }],
      warnings: [{ messageBody: 'Expires soon' }],
      dangers: [{ messageBody: 'Payment failed' }],
    },
  };
  it('reads the three lists and the subscription state', () => {
    expect(notificationPayloadSchema.parse(payload).subscription?.state).toBe('ACTIVE');
    expect(notificationPayloadSchema.safeParse({ ...payload, subscription: null }).success).toBe(true);
  });
  it('lists dangers first, then warnings, then infos', () => {
    expect(notificationsBySeverity(notificationPayloadSchema.parse(payload)).map((n) => n.level)).toEqual(['danger', 'warning', 'info']);
  });
});
