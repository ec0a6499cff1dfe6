import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub, Outlet } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { TranslatorContext } from '../../lib/i18n/translation-context.tsx';
import { createTranslator } from '../../lib/i18n/translator.ts';
import fr from '../../lib/i18n/locales/fr.json';
import { ATTENTION_SEEN_KEY } from './attention-modal.tsx';
import type { RootData } from '../../root.tsx';
import { SiteHeader } from './site-header.tsx';

const rootData: RootData = {
  personal: { user: null, cartCount: 0, searchHistory: ['casque bluetooth'], localizationHistory: [] },
  language: 'fr',
  currency: 'CFA',
  dictionaryUrl: '/i18n/fr.000000000000.json',
  categories: [
    {
      id: 1,
      slug: 'computers-accessories',
      name: 'Ordinateurs et accessoires',
      description: 'Portables et PC.',
      keyword: 'Computers',
      icon: 'laptop',
      position: 1,
      subCategories: [{ id: 11, categoryId: 1, slug: 'laptop-bags', name: 'Sacoches', keyword: 'Laptops & bags', position: 1 }],
    },
  ],
  categoryProducts: [],
  searchKeys: [{ keyword: 'iphone', query: 'iPhone 15', btnColor: '#000000', textColor: '#ffffff' }],
  socials: [{ name: 'Facebook', url: 'https://facebook.com/example', icon: 'facebook', linkTarget: '_blank' }],
  rates: { xofPerEur: '655.957', xofPerUsd: '600' },
  hideFooter: false,
  year: 2025,
};

function renderHeader() {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => rootData,
      HydrateFallback: () => null,
      Component: () => (
        <TranslatorContext value={createTranslator('fr', fr)}>
          <SiteHeader />
          <Outlet />
        </TranslatorContext>
      ),
    },
  ]);
  return render(<Stub initialEntries={['/?lang=en&page=2']} hydrationData={{ loaderData: { root: rootData } }} />);
}

describe('SiteHeader', () => {
  afterEach(() => {
    cleanup();
  });

  it('renders two required search forms, the cart count and the links of the spec', () => {
    window.sessionStorage.setItem(ATTENTION_SEEN_KEY, '1');
    renderHeader();
    const boxes = screen.getAllByRole('combobox', { name: 'Rechercher un produit', hidden: true });
    expect(boxes).toHaveLength(2);
    for (const box of boxes) {
      expect(box.getAttribute('name')).toBe('q');
      expect(box.hasAttribute('required')).toBe(true);
      expect(box.closest('form')?.getAttribute('action')).toBe('/search-product');
    }
    expect(screen.getByRole('link', { name: 'Panier, 0 article' }).getAttribute('href')).toBe('/cart/view');
    expect(screen.getAllByRole('link', { name: /Bons plans/, hidden: true })[0]?.getAttribute('href')).toBe('/search-product?sort=createdDate,desc');
    expect(screen.getByRole('link', { name: 'Connexion' }).getAttribute('href')).toBe('/account/login');
    expect(screen.getByRole('link', { name: '#iphone' }).getAttribute('href')).toBe('/search-product?q=iPhone%2015');
  });

  it('posts the language choice with the current page minus lang and currency', () => {
    renderHeader();
    const french = screen.getAllByRole('button', { name: /Français/, hidden: true })[0];
    const form = french?.closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/preferences');
    expect(form?.querySelector<HTMLInputElement>('input[name="redirectTo"]')?.value).toBe('/?page=2');
  });

  it('opens the mega-menu with its entries and closes it with Escape, focus back on the button', () => {
    renderHeader();
    const button = screen.getByRole('button', { name: /Toutes les catégories/ });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    act(() => button.click());
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel?.className).toContain('block');
    expect(screen.getByRole('link', { name: /Ordinateurs et accessoires/ }).getAttribute('href')).toBe('/search-product?q=Computers');
    expect(screen.getByRole('link', { name: 'Sacoches' }).getAttribute('href')).toBe('/search-product?q=Laptops%20%26%20bags');
    fireEvent.keyDown(screen.getByRole('link', { name: 'Sacoches' }), { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });
});
