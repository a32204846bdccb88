import {
  findInstallmentLocale,
  installmentProvider,
  installmentProviderName,
  type InstallmentLocale,
} from '@plinth/commerce';
import { INSTALLMENT_INFO_LOCALES, type InstallmentInfoLocale } from '@plinth/contracts';

/**
 * The installment provider's "how it works" page, one per locale (seed 000 section 5 has a static page
 * of the provider's fetched by locale). Here it is this server's own, so the shopper's browser asks no
 * one else: the product form's info modal shows its <article>, and without JavaScript the link opens
 * the page itself. The wording is Plinth's, in the locale's language.
 */
interface InfoTexts {
  title: (provider: string) => string;
  intro: (provider: string) => string;
  steps: readonly string[];
  terms: (provider: string) => string;
}

const ENGLISH: InfoTexts = {
  title: (provider) => `Pay over time with ${provider}`,
  intro: (provider) =>
    `${provider} splits your order into interest-free payments. There is nothing extra to pay when you pay on time.`,
  steps: [
    'Add items to your cart and choose the installment option at checkout.',
    'Sign up or sign in, and get an instant decision.',
    'Your first payment is taken when the order is placed.',
    'The other payments are taken automatically every two weeks.',
  ],
  terms: (provider) =>
    `Orders must be within the store's limits shown beside the price. Late fees and eligibility criteria apply. ${provider} decides whether to approve each order.`,
};

const FRENCH: InfoTexts = {
  title: (provider) => `Payez en plusieurs fois avec ${provider}`,
  intro: (provider) =>
    `${provider} divise votre commande en paiements sans intérêts. Vous ne payez rien de plus si vous payez à temps.`,
  steps: [
    'Ajoutez des articles à votre panier et choisissez le paiement en plusieurs fois à la caisse.',
    'Inscrivez-vous ou connectez-vous, et obtenez une réponse immédiate.',
    'Le premier paiement est prélevé lors de la commande.',
    'Les paiements suivants sont prélevés automatiquement toutes les deux semaines.',
  ],
  terms: (provider) =>
    `Les commandes doivent respecter les limites de la boutique indiquées près du prix. Des frais de retard et des conditions d'admissibilité s'appliquent. ${provider} décide d'approuver chaque commande.`,
};

export function isInfoLocale(locale: string): locale is InstallmentInfoLocale {
  return (INSTALLMENT_INFO_LOCALES as readonly string[]).includes(locale);
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The info page of a locale ("en_GB" is Clearpay's), or null for a locale the provider does not serve. */
export function installmentInfoPage(locale: string): string | null {
  if (!isInfoLocale(locale)) return null;
  const [language = 'en', country = 'US'] = locale.split('_');
  // The locale names itself: fr_CA stays fr_CA, and en_GB is Clearpay's.
  const checked: InstallmentLocale | null = findInstallmentLocale(country, language);
  if (checked !== locale) return null;
  const provider = installmentProviderName(installmentProvider(checked));
  const texts = language === 'fr' ? FRENCH : ENGLISH;
  const title = escapeHtml(texts.title(provider));
  const steps = texts.steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('');
  return [
    '<!doctype html>',
    `<html lang="${language}-${country}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title}</title></head>`,
    '<body><main>',
    `<article class="plinth-installment-info" data-locale="${locale}" data-provider="${provider.toLowerCase()}" lang="${language}-${country}">`,
    `<h1 class="plinth-installment-info__title">${title}</h1>`,
    `<p>${escapeHtml(texts.intro(provider))}</p>`,
    `<ol class="plinth-installment-info__steps">${steps}</ol>`,
    `<p class="plinth-installment-info__terms">${escapeHtml(texts.terms(provider))}</p>`,
    '</article>',
    '</main></body></html>',
  ].join('');
}
