import type { FORM_VALUE_PARTS } from '@plinth/contracts';

/**
 * The site form island's own labels (Plinth's wording; the seed names the parts, not their labels): the
 * parts of list-valued fields, in FORM_VALUE_PARTS order, and the dropdown's first option. The seed's
 * form texts (Required, the status messages) are in MESSAGES.
 */
export const FORM_MESSAGES = {
  partFirst: 'First name',
  partLast: 'Last name',
  partLine1: 'Address line 1',
  partLine2: 'Address line 2',
  partCity: 'City',
  partState: 'State or province',
  partZip: 'Zip or postal code',
  partCountry: 'Country',
  partMonth: 'Month',
  partDay: 'Day',
  partYear: 'Year',
  partHour: 'Hour',
  partMinute: 'Minute',
  partSecond: 'Second',
  partAmpm: 'AM or PM',
  partPhoneCountry: 'Country code',
  partAreacode: 'Area code',
  partPrefix: 'Prefix',
  partLine: 'Line number',
  selectPlaceholder: 'Select an option',
} as const;

type ListType = keyof typeof FORM_VALUE_PARTS;

/** Each list-valued type's part labels, index for index with FORM_VALUE_PARTS. */
export const FORM_PART_LABELS: { readonly [T in ListType]: readonly string[] } = {
  address: [
    FORM_MESSAGES.partLine1,
    FORM_MESSAGES.partLine2,
    FORM_MESSAGES.partCity,
    FORM_MESSAGES.partState,
    FORM_MESSAGES.partZip,
    FORM_MESSAGES.partCountry,
  ],
  date: [FORM_MESSAGES.partMonth, FORM_MESSAGES.partDay, FORM_MESSAGES.partYear],
  name: [FORM_MESSAGES.partFirst, FORM_MESSAGES.partLast],
  time: [FORM_MESSAGES.partHour, FORM_MESSAGES.partMinute, FORM_MESSAGES.partSecond, FORM_MESSAGES.partAmpm],
  phone: [
    FORM_MESSAGES.partPhoneCountry,
    FORM_MESSAGES.partAreacode,
    FORM_MESSAGES.partPrefix,
    FORM_MESSAGES.partLine,
  ],
};
