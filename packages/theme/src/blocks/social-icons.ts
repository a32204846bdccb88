import type { SocialNetwork } from '@plinth/contracts';

/**
 * Social link icons, drawn for Plinth as simple line pictures (not the networks' logos, and nothing
 * fetched): 24×24, stroked in currentColor so the theme's colours apply. Decorative: the link's
 * accessible name is the network's name.
 */
const PATHS: Record<SocialNetwork, string> = {
  instagram:
    '<rect x="3.5" y="3.5" width="17" height="17" rx="5"/><circle cx="12" cy="12" r="4"/><circle cx="17.2" cy="6.8" r="0.6" fill="currentColor"/>',
  facebook: '<circle cx="12" cy="12" r="9"/><path d="M15 7.5h-1.6A2 2 0 0 0 11.4 9.5V21M8.8 12.8h5.6"/>',
  x: '<path d="M5 4.5l14 15M19 4.5l-14 15"/>',
  tiktok: '<path d="M13.5 4v10.8a3.3 3.3 0 1 1-3.3-3.3M13.5 4c.6 2.5 2.5 4 5 4.2"/>',
  youtube:
    '<rect x="2.5" y="5.5" width="19" height="13" rx="4"/><path d="M10 9.2l5 2.8-5 2.8z" fill="currentColor"/>',
  linkedin:
    '<rect x="3.5" y="3.5" width="17" height="17" rx="3"/><path d="M8 10.5V17M12 17v-6.5M12 13.2a2.6 2.6 0 0 1 5 0V17"/><circle cx="8" cy="7.4" r="0.6" fill="currentColor"/>',
  pinterest: '<circle cx="12" cy="12" r="9"/><path d="M10.2 20.5l2.1-8.3M10.6 15.8a3.6 3.6 0 1 0-1.3-3"/>',
  threads:
    '<circle cx="12" cy="12" r="3.4"/><path d="M15.4 12v1.6a2.4 2.4 0 0 0 4.8 0V12a8.2 8.2 0 1 0-3.3 6.6"/>',
  mastodon:
    '<rect x="4" y="3.5" width="16" height="15" rx="5"/><path d="M8.4 14V9.6a1.8 1.8 0 0 1 3.6 0V12M12 12V9.6a1.8 1.8 0 0 1 3.6 0V14M8 18.5c2 2 6 2 8 1"/>',
  bluesky:
    '<path d="M12 11.2C10.4 8 7.3 5.2 5.2 5.2c-1.4 0-1.6 1.8-1.2 3.6.6 2.4 2.6 3.3 4.8 3.1-2.5.6-3.4 2.4-2 3.9 1.9 2 4.2-.4 5.2-3.9 1 3.5 3.3 5.9 5.2 3.9 1.4-1.5.5-3.3-2-3.9 2.2.2 4.2-.7 4.8-3.1.4-1.8.2-3.6-1.2-3.6-2.1 0-5.2 2.8-6.8 6z"/>',
  github: '<circle cx="12" cy="12" r="9"/><path d="M10 9l-3 3 3 3M14 9l3 3-3 3"/>',
  email: '<rect x="3" y="5.5" width="18" height="13" rx="2"/><path d="M3.5 7l8.5 6 8.5-6"/>',
  website: '<circle cx="12" cy="12" r="9"/><ellipse cx="12" cy="12" rx="3.8" ry="9"/><path d="M3 12h18"/>',
};

export function socialIcon(network: SocialNetwork): string {
  return `<svg class="social-links-block__icon" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${PATHS[network]}</svg>`;
}
