import { setNonce } from 'react-colorful';

/**
 * react-colorful adds its stylesheet as a `<style>` element the first time a picker mounts; the
 * editor's policy allows it only with the nonce the server put in `<meta name="plinth-style-nonce">`
 * for this page (apps/server/src/plugins/editor-app.ts, decision 0036). Must run before any picker
 * renders; without the meta (tests, a page served without it) nothing is set.
 */
export function applyStyleNonceFromPage(doc: Document = document): void {
  const nonce = doc.querySelector<HTMLMetaElement>('meta[name="plinth-style-nonce"]')?.content;
  if (nonce) setNonce(nonce);
}
