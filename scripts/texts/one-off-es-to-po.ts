// One-off: copies each locales/es.ts into the es.po that `lingui extract` wrote beside it.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';

const config = getConfig({ cwd: process.cwd() });
let copied = 0;
for (const catalog of await getCatalogs(config)) {
  const folder = path.dirname(catalog.getFilename('es'));
  const spanish = ((await import(pathToFileURL(path.join(folder, 'es.ts')).href)) as { default: Record<string, string> })
    .default;
  const messages = (await catalog.read('es'))!;
  const used = new Set<string>();
  for (const [id, message] of Object.entries(messages)) {
    const key = id.slice(id.indexOf('.') + 1);
    const text = spanish[key];
    if (text === undefined) throw new Error(`${folder}: no Spanish for ${id}`);
    message.translation = text;
    used.add(key);
  }
  const unused = Object.keys(spanish).filter((key) => !used.has(key));
  if (unused.length) throw new Error(`${folder}: es.ts keys without English: ${unused.join()}`);
  await catalog.write('es', messages);
  copied += used.size;
}
console.log(`copied ${copied} Spanish messages`);
