// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fakeApi, json, postForm, problem, testContext } from '../../../lib/test-context.server.ts';
import { profileAction } from './profile-actions.server.ts';

async function act(fields: Record<string, string | File>, answers: (() => Response)[], seller = false) {
  const request = postForm('http://store.test/account/settings', fields);
  const { apiFetch, calls } = fakeApi(answers);
  const context = await testContext(request, apiFetch);
  const result = await profileAction(request, context, seller);
  return { result, calls };
}

const profile = {
  intent: 'profile',
  firstname: 'Awa',
  lastname: 'Koné',
  langKey: 'en',
  currency: 'EUR',
  'phoneNumber.indicator': '+225',
  'phoneNumber.telephone': '07 00 00 00 02',
  currentPassword: '',
};

const user = { login: 'awa', slug: 'awa-kone', authorities: ['ROLE_USER'], accountType: 'PERSONAL', account: { firstname: 'Awa', lastname: 'Koné' }, email: 'awa@example.test', phoneNumber: null, langKey: 'en', currency: 'EUR' };

describe('the settings forms', () => {
  it('saves the profile, a blank phone number removing it, and switches the site to the saved language', async () => {
    const { result, calls } = await act({ ...profile, 'phoneNumber.telephone': '' }, [json(200, user)]);
    expect(result instanceof Response && result.headers.get('location')).toBe('/account/settings?saved=profile');
    expect(calls[0]?.body).toEqual({ firstname: 'Awa', lastname: 'Koné', langKey: 'en', currency: 'EUR', phoneNumber: null });
  });

  it('puts the password the API asks for next to the current-password field, never sending it back', async () => {
    const { result } = await act({ ...profile, currentPassword: '' }, [problem(400, 'account/password-required')]);
    expect(result).toMatchObject({ data: { form: 'profile', error: { currentPassword: ['account/password-required'] }, initialValue: { firstname: 'Awa' } }, init: { status: 400 } });
    const wrong = await act({ ...profile, currentPassword: 'Secret2026' }, [problem(400, 'account/wrong-password')]);
    expect(JSON.stringify(wrong.result)).not.toContain('Secret2026');
  });

  it('sends a seller’s cleared descriptions as empty, and buyers no shop fields', async () => {
    const shop = { shopName: 'Awa Tech', city: 'Abidjan', shopDescriptionFr: '', shopDescriptionEn: ' ' };
    const seller = await act({ ...profile, ...shop }, [json(200, user)], true);
    expect(seller.calls[0]?.body).toMatchObject({ shopName: 'Awa Tech', city: 'Abidjan', shopDescriptionFr: '', shopDescriptionEn: '' });
    const buyer = await act({ ...profile, ...shop }, [json(200, user)]);
    expect(buyer.calls[0]?.body).not.toHaveProperty('shopName');
  });

  it('refuses a missing or too large picture with the upload codes and their statuses, and the API’s verdict on the bytes', async () => {
    const missing = await act({ intent: 'picture-profile', file: new File([], '') }, []);
    expect(missing.result).toMatchObject({ data: { form: 'picture-profile', error: { file: ['upload/missing-file'] } }, init: { status: 400 } });
    const large = await act({ intent: 'picture-cover', file: new File([new Uint8Array(8_388_609)], 'big.jpg') }, []);
    expect(large.result).toMatchObject({ data: { error: { file: ['upload/too-large'] } }, init: { status: 413 } });
    const text = await act({ intent: 'identity', documentType: 'PASSPORT', documentNumber: 'CI-2026-7788', file: new File(['not a picture'], 'card.jpg') }, [problem(415, 'upload/unsupported-type')]);
    expect(text.result).toMatchObject({ data: { form: 'identity', error: { file: ['upload/unsupported-type'] } }, init: { status: 415 } });
  });
});
