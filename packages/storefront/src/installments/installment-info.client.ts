import { EXPRESS_MESSAGES } from '@plinth/commerce';
import { closeModalDialog, showModalDialog } from '../browser/modal-dialog.client';

/**
 * The installment info modal, loaded only when a shopper opens it: a <dialog> whose content is the
 * <article> of this server's info page for the locale (GET /installments/info/{locale}); no request
 * leaves the shop. One dialog per page, reused; focus returns to the link that opened it.
 */
let dialog: HTMLDialogElement | null = null;
let returnFocusTo: HTMLElement | null = null;
const pages = new Map<string, Promise<Element | null>>();

function loadArticle(url: string): Promise<Element | null> {
  let page = pages.get(url);
  if (!page) {
    page = fetch(url, { credentials: 'same-origin', headers: { accept: 'text/html' } })
      .then(async (response) => {
        if (!response.ok) return null;
        const parsed = new DOMParser().parseFromString(await response.text(), 'text/html');
        return parsed.querySelector('article');
      })
      .catch(() => null);
    // A failure is tried again next time.
    void page.then((article) => {
      if (!article) pages.delete(url);
    });
    pages.set(url, page);
  }
  return page;
}

function ensureDialog(): HTMLDialogElement {
  if (dialog) return dialog;
  const element = document.createElement('dialog');
  element.className = 'plinth-installment-modal';
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'plinth-installment-modal__close';
  close.setAttribute('aria-label', EXPRESS_MESSAGES.close);
  close.textContent = '×';
  close.addEventListener('click', () => closeModalDialog(element));
  const body = document.createElement('div');
  body.className = 'plinth-installment-modal__body';
  element.append(close, body);
  // A click on the backdrop (the dialog itself, outside its content) closes it.
  element.addEventListener('click', (event) => {
    if (event.target === element) closeModalDialog(element);
  });
  element.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      closeModalDialog(element);
    }
  });
  element.addEventListener('close', () => {
    returnFocusTo?.focus();
    returnFocusTo = null;
  });
  document.body.append(element);
  dialog = element;
  return element;
}

export async function openInstallmentInfo(
  url: string,
  provider: string,
  trigger: HTMLElement,
): Promise<void> {
  const element = ensureDialog();
  const body = element.querySelector('.plinth-installment-modal__body') as HTMLElement;
  returnFocusTo = trigger;
  element.removeAttribute('aria-labelledby');
  element.setAttribute('aria-label', EXPRESS_MESSAGES.installmentInfoLabel.replace('{provider}', provider));
  const status = document.createElement('p');
  status.setAttribute('role', 'status');
  status.textContent = EXPRESS_MESSAGES.loading;
  body.replaceChildren(status);
  element.setAttribute('aria-busy', 'true');
  showModalDialog(element);
  (element.querySelector('.plinth-installment-modal__close') as HTMLElement).focus();

  const article = await loadArticle(url);
  element.removeAttribute('aria-busy');
  if (!element.open) return;
  if (!article) {
    status.textContent = EXPRESS_MESSAGES.installmentInfoUnavailable;
    return;
  }
  const content = document.importNode(article, true);
  const heading = content.querySelector('h1, h2');
  if (heading) {
    heading.id = 'plinth-installment-modal-title';
    element.removeAttribute('aria-label');
    element.setAttribute('aria-labelledby', heading.id);
  }
  body.replaceChildren(content);
}
