import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Built bundles; the server serves this folder at TRACKER_PUBLIC_BASE. */
export const TRACKER_DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url));
export const TRACKER_PUBLIC_BASE = '/assets/tracker/';
export const TRACKER_MANIFEST_FILE = 'manifest.json';

export type TrackerBundleName = 'tracker' | 'events' | 'collector' | 'banner' | 'recorder';
/** Bundle name to its content-hashed file name in TRACKER_DIST_DIR. */
export type TrackerManifest = Record<TrackerBundleName, string>;

let manifest: TrackerManifest | null | undefined;

/**
 * The bundles' public URLs, or null when they are not built (`npm run build`): pages then go without
 * the tracker rather than failing. Read once.
 */
export function trackerBundleUrls(dir: string = TRACKER_DIST_DIR): TrackerManifest | null {
  if (manifest === undefined || dir !== TRACKER_DIST_DIR) {
    let read: TrackerManifest | null;
    try {
      const files = JSON.parse(readFileSync(`${dir}/${TRACKER_MANIFEST_FILE}`, 'utf8')) as TrackerManifest;
      read = {
        tracker: TRACKER_PUBLIC_BASE + files.tracker,
        events: TRACKER_PUBLIC_BASE + files.events,
        collector: TRACKER_PUBLIC_BASE + files.collector,
        banner: TRACKER_PUBLIC_BASE + files.banner,
        recorder: TRACKER_PUBLIC_BASE + files.recorder,
      };
    } catch {
      read = null;
    }
    if (dir !== TRACKER_DIST_DIR) return read;
    manifest = read;
  }
  return manifest;
}
