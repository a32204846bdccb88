/** Values for a message's `{name}` placeholders. */
export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * The text with each `{name}` replaced by params[name]. A placeholder without a param stays as written,
 * so a missing param shows on the page instead of throwing. Also for texts that are not in a catalogue
 * (an owner's scarcity template with `{qty}`).
 */
export function fillPlaceholders(text: string, params: MessageParams = {}): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}

export interface MessageCatalogue<C extends Readonly<Record<string, string>>> {
  /** The texts as written, for places that need one without placeholders. */
  readonly messages: C;
  /** The text of `id` with its placeholders filled (see fillPlaceholders). */
  readonly format: (id: keyof C, params?: MessageParams) => string;
}

/**
 * One way for every catalogue (commerce, accounts, owner products, editor) to name its texts and fill
 * their `{name}` placeholders. Zod-free, so the storefront, commerce and the editor can all import it.
 */
export function defineMessages<const C extends Readonly<Record<string, string>>>(
  messages: C,
): MessageCatalogue<C> {
  return {
    messages,
    format: (id, params) => fillPlaceholders(messages[id as string] ?? String(id), params),
  };
}
