import { fileURLToPath } from 'node:url';
import { catalogueModule } from './catalogue-module.mjs';

/** Node's module hook for `.po` files: each is loaded as its compiled messages (./register-po.mjs). */
export async function load(url, context, nextLoad) {
  // tsx's `tsImport` marks the modules it loads with a query (`?tsx-namespace=...`).
  const file = new URL(url);
  if (file.protocol !== 'file:' || !file.pathname.endsWith('.po')) return nextLoad(url, context);
  file.search = '';
  return { format: 'module', source: await catalogueModule(fileURLToPath(file)), shortCircuit: true };
}
