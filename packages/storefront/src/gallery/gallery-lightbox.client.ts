/**
 * The gallery's lightbox: a modal dialog (the native <dialog>, so the page behind is inert) showing one
 * image large with its caption, Previous and Next (also the arrow keys), Close (also Escape), and the
 * focus back on the image link that opened it. Without the script those links open the full image.
 */

interface LightboxItem {
  src: string;
  srcset: string;
  alt: string;
  caption: string;
}

function itemsOf(links: HTMLAnchorElement[]): LightboxItem[] {
  return links.map((link) => {
    const img = link.querySelector('img');
    const webp = link.querySelector('source');
    return {
      src: link.getAttribute('href') ?? '',
      srcset: webp?.srcset || img?.srcset || '',
      alt: img?.alt ?? '',
      caption: link.closest('figure')?.querySelector('figcaption')?.textContent ?? '',
    };
  });
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  return node;
}

export function setupLightbox(gallery: HTMLElement): { open: (index: number) => void } {
  const links = Array.from(gallery.querySelectorAll<HTMLAnchorElement>('a[data-lightbox-index]'));
  const items = itemsOf(links);
  const theme = gallery.dataset.lightbox === 'light' ? 'light' : 'dark';
  const dialog = element('dialog', `lightbox lightbox--${theme}`);
  dialog.setAttribute('aria-label', 'Image viewer');
  const figure = element('figure', 'lightbox__figure');
  const image = element('img', 'lightbox__img');
  image.sizes = '100vw';
  image.decoding = 'async';
  const caption = element('figcaption', 'lightbox__caption');
  const counter = element('p', 'lightbox__counter');
  counter.setAttribute('aria-live', 'polite');
  const close = element('button', 'lightbox__close');
  const previous = element('button', 'lightbox__nav lightbox__nav--previous');
  const next = element('button', 'lightbox__nav lightbox__nav--next');
  for (const [control, label, text] of [
    [close, 'Close', '×'],
    [previous, 'Previous image', '‹'],
    [next, 'Next image', '›'],
  ] as const) {
    control.type = 'button';
    control.setAttribute('aria-label', label);
    control.textContent = text;
  }
  figure.append(image, caption);
  dialog.append(close, figure, counter, previous, next);
  if (items.length < 2) previous.hidden = next.hidden = true;
  gallery.append(dialog);

  let index = 0;
  let opener: HTMLElement | null = null;
  const show = (at: number) => {
    index = (at + items.length) % items.length;
    const item = items[index];
    if (!item) return;
    image.src = item.src;
    image.srcset = item.srcset;
    image.alt = item.alt;
    caption.textContent = item.caption;
    caption.hidden = item.caption === '';
    counter.textContent = `${index + 1} of ${items.length}`;
  };
  const open = (at: number) => {
    opener = links[at] ?? null;
    show(at);
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    close.focus();
  };
  const shut = () => {
    if (typeof dialog.close === 'function') dialog.close();
    else dialog.removeAttribute('open');
  };
  // However it closes (button, Escape, the browser), the focus goes back where it came from.
  dialog.addEventListener('close', () => opener?.focus());
  close.addEventListener('click', shut);
  previous.addEventListener('click', () => show(index - 1));
  next.addEventListener('click', () => show(index + 1));
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowLeft') show(index - 1);
    else if (event.key === 'ArrowRight') show(index + 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      shut();
      return;
    } else return;
    event.preventDefault();
  });
  // A click on the backdrop (the dialog itself, outside its content) closes it.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) shut();
  });
  links.forEach((link, i) =>
    link.addEventListener('click', (event) => {
      event.preventDefault();
      open(i);
    }),
  );
  return { open };
}
