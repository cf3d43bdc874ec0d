import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ExtractorType } from '@lingui/conf';

type TypeScript = typeof import('typescript');

/**
 * Lingui's extractor for our catalogues (docs/texts.md). A feature's `texts.ts` names its catalogue
 * (`defineCatalogue('store', ...)`) and its `locales/en.ts` holds the English by key; `lingui
 * extract` reads both and writes each message as `store.empty` with its English, the line it is
 * on, and the comment above it for the translator. The files are read as TypeScript's syntax tree,
 * not run: a message is a string literal, so what a translator sees is exactly what the code says.
 */
export const catalogueExtractor: ExtractorType = {
  match: (filename) => path.basename(filename) === 'texts.ts',
  async extract(filename, code, onMessageExtracted) {
    // Loaded here, not at the top: the build reads lingui.config.ts too, and only extraction parses.
    const ts = (await import('typescript')).default;
    const namespace = namespaceOf(ts, filename, code);
    const englishFile = path.join(path.dirname(filename), 'locales', 'en.ts');
    for (const message of englishOf(ts, englishFile)) {
      onMessageExtracted({
        id: `${namespace}.${message.key}`,
        message: message.text,
        comment: message.comment,
        origin: [englishFile, message.line],
      });
    }
  },
};

function parse(ts: TypeScript, filename: string, code: string) {
  return ts.createSourceFile(filename, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
}

/** The namespace `defineCatalogue` is called with: the first argument, a string literal. */
function namespaceOf(ts: TypeScript, filename: string, code: string): string {
  let found: string | undefined;
  const visit = (node: import('typescript').Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'defineCatalogue' &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      found = node.arguments[0].text;
    else ts.forEachChild(node, visit);
  };
  visit(parse(ts, filename, code));
  if (!found) throw new Error(`${filename}: no defineCatalogue('namespace', ...) call`);
  return found;
}

interface EnglishMessage {
  key: string;
  text: string;
  line: number;
  comment: string | undefined;
}

/** The messages of `export default { key: 'text', ... } as const`, in the file's order. */
function englishOf(ts: TypeScript, filename: string): EnglishMessage[] {
  const code = readFileSync(filename, 'utf8');
  const file = parse(ts, filename, code);
  const exported = file.statements.find(ts.isExportAssignment)?.expression;
  const object = exported && ts.isAsExpression(exported) ? exported.expression : exported;
  if (!object || !ts.isObjectLiteralExpression(object))
    throw new Error(`${filename}: a catalogue's English is \`export default { key: 'text', ... } as const\``);
  return object.properties.map((property) => {
    const where = `${filename}:${file.getLineAndCharacterOfPosition(property.getStart()).line + 1}`;
    if (!ts.isPropertyAssignment(property) || !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)))
      throw new Error(`${where}: each message is \`key: 'text'\``);
    const value = property.initializer;
    if (!ts.isStringLiteral(value) && !ts.isNoSubstitutionTemplateLiteral(value))
      throw new Error(`${where}: "${property.name.text}" is not a string literal`);
    return {
      key: property.name.text,
      text: value.text,
      line: file.getLineAndCharacterOfPosition(property.getStart()).line + 1,
      comment: commentAbove(ts, code, property.getFullStart()),
    };
  });
}

/** The `//` or block comment right above a message: what the developer wanted its reader to know. */
function commentAbove(ts: TypeScript, code: string, position: number): string | undefined {
  const ranges = ts.getLeadingCommentRanges(code, position) ?? [];
  const lines = ranges.map((range) =>
    code
      .slice(range.pos, range.end)
      .replace(/^\/\/\s?|^\/\*+\s?|\s*\*+\/$/g, '')
      .split('\n')
      .map((line) => line.replace(/^\s*\*\s?/, '').trim())
      .join(' ')
      .trim(),
  );
  const comment = lines.filter(Boolean).join(' ');
  return comment || undefined;
}
