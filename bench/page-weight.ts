import { javascriptBytes } from './javascript-bytes';

/** The storefront pages whose JavaScript the bench weighs: the kinds `npm run size` budgets. */
export const WEIGHED_PAGES = [
  { name: 'product', path: '/shop/p/linen-shirt', goalKb: 81 },
  { name: 'home', path: '/', goalKb: 90 },
  { name: 'shop list', path: '/shop', goalKb: 90 },
  { name: 'cart', path: '/cart', goalKb: 90 },
  { name: 'sign-in (account)', path: '/account/login', goalKb: 90 },
] as const;

/** Prints each page's JavaScript before interaction, fetched from the running server. */
export async function printPageWeights(base: string): Promise<void> {
  console.log('\nJavaScript before interaction, per page (gzip level 9, fetched as a browser would)');
  for (const page of WEIGHED_PAGES) {
    const js = await javascriptBytes(base + page.path);
    console.log(
      `  ${page.name.padEnd(20)} ${(js.gzipBytes / 1024).toFixed(1).padStart(6)} KB gzip ` +
        `(${(js.rawBytes / 1024).toFixed(1)} KB raw, ${js.files.length} files; goal ${page.goalKb} KB or less)`,
    );
  }
}
