import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ATTENTION_SEEN_KEY } from './attention-gate.tsx';
import type { MenuDetails } from '../../lib/menu.ts';
import { headerStub, rootData } from './site-header.test-support.tsx';

/** What `/menu/fr` answers: the details an open menu adds (decision 90). */
const menu: MenuDetails = {
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
  categoryProducts: [
    {
      category: 'ordinateurs et accessoires',
      product: { title: 'Portable 14 pouces', subtitle: 'Léger', url: '/product/portable-14', price: 250000, currency: 'CFA', image: '/store/api/v1/products/file/1' },
    },
  ],
};
const fetchMock = vi.fn(async (url: string) => (url === '/menu/fr' ? Response.json(menu) : new Response(null, { status: 404 })));
const menuRequests = () => fetchMock.mock.calls.filter(([url]) => url === '/menu/fr').length;

function renderHeader() {
  return render(headerStub(rootData));
}

describe('SiteHeader', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
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

  it('opens the mega-menu with its entries and closes it with Escape, focus back on the button', async () => {
    renderHeader();
    const button = screen.getByRole('button', { name: /Toutes les catégories/ });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Sacoches', hidden: true })).toBeNull();
    // No page carries the menus' details: they are asked for when a menu first opens.
    expect(menuRequests()).toBe(0);
    act(() => button.click());
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel?.className).toContain('block');
    expect(screen.getByRole('link', { name: /Ordinateurs et accessoires/ }).getAttribute('href')).toBe('/search-product?q=Computers');
    // The menu's code loads on first use: a busy machine may take over a second to import it.
    const entry = await screen.findByRole('link', { name: 'Sacoches' }, { timeout: 10_000 });
    expect(entry.getAttribute('href')).toBe('/search-product?q=Laptops%20%26%20bags');
    expect(screen.getByRole('link', { name: 'Acheter' }).getAttribute('href')).toBe('/product/portable-14');
    expect(screen.getByText('Portables et PC.')).toBeTruthy();
    expect(menuRequests()).toBe(1);
    fireEvent.keyDown(entry, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    expect(screen.queryByRole('link', { name: 'Sacoches', hidden: true })).toBeNull();
  });

  it('loads the phone menu with its categories on the first press', async () => {
    renderHeader();
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    const hamburger = screen.getByRole('button', { name: 'Ouvrir le menu', hidden: true });
    expect(hamburger.getAttribute('aria-expanded')).toBe('false');
    act(() => hamburger.click());
    const drawer = await screen.findByRole('dialog', { name: 'Menu', hidden: true }, { timeout: 10_000 });
    expect(hamburger.getAttribute('aria-expanded')).toBe('true');
    expect(hamburger.getAttribute('aria-controls')).toBe(drawer.id);
    expect(drawer.textContent).toContain('Ordinateurs et accessoires');
    expect(drawer.textContent).toContain('Tous droits réservés.');
    act(() => screen.getByRole('button', { name: /Ordinateurs et accessoires/, hidden: true }).click());
    expect(screen.getByRole('link', { name: 'Sacoches', hidden: true }).getAttribute('href')).toBe('/search-product?q=Laptops%20%26%20bags');
  });
});
