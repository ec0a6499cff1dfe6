import { describe, expect, it } from 'vitest';
import { profileCompleteness, requestsState } from './account-hub.ts';

const profile = { firstname: 'Mariam', lastname: 'Diallo', phoneNumber: { indicator: '+225', telephone: '0700000002' }, phoneVerified: true, city: 'Abidjan', profileImage: null, shopName: null, shopDescriptionFr: null, coverImage: null };

describe('profileCompleteness', () => {
  it('counts the filled fields and the proven phone number', () => {
    expect(profileCompleteness(profile, false)).toBe(83);
    expect(profileCompleteness({ ...profile, profileImage: '/p.webp' }, false)).toBe(100);
    expect(profileCompleteness({ ...profile, city: ' ', phoneVerified: false }, false)).toBe(50);
  });
  it("adds a seller's shop fields", () => {
    expect(profileCompleteness({ ...profile, profileImage: '/p.webp' }, true)).toBe(67);
  });
});

describe('requestsState', () => {
  it('counts the open requests and their answers, not the closed ones', () => {
    expect(requestsState([{ status: 'OPEN', answers: [1, 2] }, { status: 'OPEN', answers: [] }, { status: 'ACCEPTED', answers: [1] }])).toEqual({ open: 2, answers: 2 });
  });
});
