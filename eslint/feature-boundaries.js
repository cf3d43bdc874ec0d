// Builds the import/no-restricted-paths zones for the feature boundaries from the folders that exist,
// so a new feature folder is covered the day it is created, without editing the lint config.
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Names of the folders directly inside `dir` (none when it does not exist yet). */
function featureNames(dir) {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
}

/** One zone per feature: every other feature's folder may import only its index.ts. */
function throughIndexOnly(root, featuresDir) {
  const names = featureNames(path.join(root, featuresDir));
  return names.map((name) => ({
    target: names.filter((other) => other !== name).map((other) => `${featuresDir}/${other}`),
    from: `${featuresDir}/${name}`,
    except: ['./index.ts'],
    message:
      `Another feature may use ${featuresDir}/${name} only through its index.ts (its public surface); ` +
      'export what you need from there.',
  }));
}

/** Folders that any feature may use must not depend on a feature themselves. */
function importsNoFeature(targets, featuresDir, what) {
  return {
    target: targets,
    from: featuresDir,
    message: `${what}; move the shared piece into them, or have the feature pass it in.`,
  };
}

export function featureBoundaryZones(root) {
  return [
    ...throughIndexOnly(root, 'src/server/features'),
    ...throughIndexOnly(root, 'src/web/features'),
    importsNoFeature(
      ['src/server/economy', 'src/server/common', 'src/server/events'],
      'src/server/features',
      'src/server/economy, src/server/common and src/server/events are the shared core and import no feature',
    ),
    // The layers every feature stands on: a feature may import them, never the other way round (the
    // session token's helpers lived in features/auth while http/ read them, issue 42).
    importsNoFeature(
      ['src/server/http', 'src/server/db', 'src/server/logging', 'src/server/i18n', 'src/server/integrations'],
      'src/server/features',
      'src/server/http, db, logging, i18n and integrations are below the features and import none',
    ),
    importsNoFeature(
      ['src/web/components', 'src/web/api'],
      'src/web/features',
      'src/web/components and src/web/api are generic and import no feature',
    ),
  ];
}
