// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { enhanceGalleries } from './gallery.client';

/** The markup blocks/gallery-renderer.ts writes, trimmed to what the script reads. */
function galleryHtml(attributes: string, design = 'slideshow'): string {
  const item = (n: number) =>
    `<li class="gallery__item" id="gallery-b-${n}"><figure class="gallery__figure"><a class="gallery__link" href="/assets/uploads/s/f${n}.jpg" data-lightbox-index="${n - 1}"><img src="/assets/uploads/s/f${n}.jpg" srcset="/assets/uploads/s/f${n}-300w.jpg 300w" alt="Photo ${n}"></a><figcaption class="gallery__meta">Caption ${n}</figcaption></figure></li>`;
  const thumbs = [1, 2, 3]
    .map(
      (n) => `<li><a class="gallery__thumb" href="#gallery-b-${n}" data-slide-index="${n - 1}">${n}</a></li>`,
    )
    .join('');
  return `<button id="before">before</button><div class="gallery gallery--${design} gallery--align-center" data-gallery="${design}" ${attributes}><ul class="gallery__items">${[1, 2, 3].map(item).join('')}</ul><ul class="gallery__thumbs">${thumbs}</ul></div>`;
}

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce') }));
}

beforeEach(() => {
  mockReducedMotion(false);
  vi.useFakeTimers();
  // jsdom has no modal dialogs: the script falls back to the open attribute, which is what is checked.
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const current = () =>
  Array.from(document.querySelectorAll('.gallery__thumb')).findIndex(
    (t) => t.getAttribute('aria-current') === 'true',
  );

describe('slideshow and carousel', () => {
  test('controls add Previous and Next buttons that move through the slides, wrapping around', () => {
    document.body.innerHTML = galleryHtml('data-controls');
    enhanceGalleries();
    const next = document.querySelector<HTMLButtonElement>('[aria-label="Next image"]')!;
    const previous = document.querySelector<HTMLButtonElement>('[aria-label="Previous image"]')!;
    expect(current()).toBe(0);
    next.click();
    expect(current()).toBe(1);
    previous.click();
    previous.click();
    expect(current()).toBe(2);
  });

  test('no controls option: no buttons; thumbnails move the strip', () => {
    document.body.innerHTML = galleryHtml('');
    enhanceGalleries();
    expect(document.querySelector('.gallery__control')).toBeNull();
    document.querySelectorAll<HTMLAnchorElement>('.gallery__thumb')[2]!.click();
    expect(current()).toBe(2);
  });

  test('autoplay advances every N seconds, pauses on hover and focus, and has a pause button', () => {
    document.body.innerHTML = galleryHtml('data-autoplay="2"');
    enhanceGalleries();
    vi.advanceTimersByTime(2000);
    expect(current()).toBe(1);
    const gallery = document.querySelector<HTMLElement>('.gallery')!;
    gallery.dispatchEvent(new MouseEvent('mouseenter'));
    vi.advanceTimersByTime(6000);
    expect(current()).toBe(1);
    gallery.dispatchEvent(new MouseEvent('mouseleave'));
    vi.advanceTimersByTime(2000);
    expect(current()).toBe(2);
    gallery.dispatchEvent(new FocusEvent('focusin'));
    vi.advanceTimersByTime(4000);
    expect(current()).toBe(2);
    gallery.dispatchEvent(new FocusEvent('focusout', { relatedTarget: null }));
    const pause = document.querySelector<HTMLButtonElement>('[aria-label="Pause slideshow"]')!;
    pause.click();
    expect(pause.getAttribute('aria-label')).toBe('Play slideshow');
    vi.advanceTimersByTime(10_000);
    expect(current()).toBe(2);
  });

  test('autoplay never runs for visitors who prefer reduced motion', () => {
    mockReducedMotion(true);
    document.body.innerHTML = galleryHtml('data-autoplay="1"');
    enhanceGalleries();
    vi.advanceTimersByTime(5000);
    expect(current()).toBe(0);
    expect(document.querySelector('[aria-label="Pause slideshow"]')).toBeNull();
  });
});

describe('lightbox', () => {
  test('opens as a dialog on the clicked image, arrows move, Escape closes and the focus returns', () => {
    document.body.innerHTML = galleryHtml('data-lightbox="light"', 'grid');
    enhanceGalleries();
    const links = document.querySelectorAll<HTMLAnchorElement>('a[data-lightbox-index]');
    links[1]!.focus();
    links[1]!.click();
    const dialog = document.querySelector<HTMLDialogElement>('dialog.lightbox')!;
    expect(dialog.classList.contains('lightbox--light')).toBe(true);
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.getAttribute('aria-label')).toBe('Image viewer');
    const img = dialog.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/assets/uploads/s/f2.jpg');
    expect(img.alt).toBe('Photo 2');
    expect(dialog.querySelector('figcaption')!.textContent).toBe('Caption 2');
    expect(dialog.querySelector('.lightbox__counter')!.textContent).toBe('2 of 3');
    expect(document.activeElement).toBe(dialog.querySelector('[aria-label="Close"]'));
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(img.getAttribute('src')).toBe('/assets/uploads/s/f3.jpg');
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(img.getAttribute('src')).toBe('/assets/uploads/s/f1.jpg');
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(dialog.hasAttribute('open')).toBe(false);
    // jsdom's fallback fires no close event; browsers do, and the listener puts the focus back.
    dialog.dispatchEvent(new Event('close'));
    expect(document.activeElement).toBe(links[1]);
  });

  test('a gallery is enhanced once, however often the script runs', () => {
    document.body.innerHTML = galleryHtml('data-lightbox="dark" data-controls');
    enhanceGalleries();
    enhanceGalleries();
    expect(document.querySelectorAll('dialog').length).toBe(1);
    expect(document.querySelectorAll('[aria-label="Next image"]').length).toBe(2);
  });
});
