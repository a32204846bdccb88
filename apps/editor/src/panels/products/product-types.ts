/** The product types the editor offers (seed 000: physical 1, digital 2, service 3, gift card 4). */
export const PRODUCT_TYPE_LABEL: Readonly<Record<number, string>> = {
  1: 'Physical',
  2: 'Digital',
  3: 'Service',
  4: 'Gift card',
  5: 'Paywall',
};

export const PRODUCT_TYPE_HINT: Readonly<Record<number, string>> = {
  1: 'Shipped goods with stock to count.',
  2: 'Downloads: always in stock.',
  3: 'Classes, sessions, appointments.',
  4: 'Store credit in set amounts: always in stock.',
};

export const CREATABLE_TYPES = [1, 2, 3, 4] as const;
