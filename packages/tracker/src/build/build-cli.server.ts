import { buildTrackerBundles } from './bundles.server';

/** `npm run build --workspace @plinth/tracker`: the bundles into packages/tracker/dist. */
try {
  const built = await buildTrackerBundles();
  console.log(built.map((b) => `${b.name} ${b.bytes} B (${b.gzipBytes} B gzip)`).join(', '));
} catch (error) {
  console.error(`The tracker build failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
