/**
 * The snapshot handlers as Vite builds them (Storybook): snapshots/ read through
 * `import.meta.glob`, the generated scenario's files and the pictures fetched when a story asks.
 * The media the answers point at (`/__mock/media/…`) are files of snapshots/media/ that
 * Storybook serves at those URLs (.storybook/main.ts `staticDirs`). The unit tests read the
 * same files from disk (server.ts). Test-only code: the app never imports it.
 */
import { createSnapshotApi } from './snapshot-api';

export type { ApiDelay, SnapshotHandlerOptions } from './snapshot-api';

/** Where the globs below start (they must be written out: Vite reads them before the code runs). */
const SNAPSHOTS = '../../../../../snapshots/';

const files = import.meta.glob<string>(['../../../../../snapshots/**/*.snap', '!../../../../../snapshots/generated/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
// The generated scenario's answers per seed: about 1 MB, so each is fetched when a story asks.
const seedFiles = import.meta.glob<string>('../../../../../snapshots/generated/seed-*/*.snap', {
  query: '?raw',
  import: 'default',
});
const imageFiles = import.meta.glob<string>('../../../../../snapshots/*/*.png', {
  query: '?url',
  import: 'default',
  eager: true,
});
const indexFiles = import.meta.glob<unknown>('../../../../../snapshots/scenarios.json', { import: 'default', eager: true });

export const { snapshotIndex, scenarioIndex, generatedSeeds, snapshotJson, checkSeed, checkScenario, snapshotHandlers } = createSnapshotApi(
  {
    files,
    index: Object.values(indexFiles)[0],
    seedPaths: Object.keys(seedFiles),
    readSeedFile: async (path) => seedFiles[`${SNAPSHOTS}${path}`]?.(),
    readImage: async (path) => {
      const url = imageFiles[`${SNAPSHOTS}${path}`];
      return url === undefined ? undefined : (await fetch(url)).arrayBuffer();
    },
  },
);
