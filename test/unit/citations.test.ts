import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Comments cite the product owner's decisions (P7) and the specification's sections ("seed 001
 * section 5"). Both documents live outside the repository, so every citation must resolve inside it:
 * P-ids in docs/decisions.md, seed sections in docs/specification.md.
 */
const root = path.resolve(import.meta.dirname, '../..');
const thisFile = path.relative(root, import.meta.filename);

interface Citation {
  id: string;
  where: string;
}

/** P-ids a text cites; a range such as P7-P9 cites every id in it. */
function citedProductRules(text: string): string[] {
  const ids: string[] = [];
  for (const match of text.matchAll(/\bP(\d{1,2})[-–]P?(\d{1,2})\b/g)) {
    for (let n = Number(match[1]); n <= Number(match[2]); n++) ids.push(`P${n}`);
  }
  for (const match of text.matchAll(/\bP\d{1,2}[a-z]?\b/g)) ids.push(match[0]);
  return ids;
}

/** Seed sections a text cites, as "001 section 5"; "seed 001 sections 2, 5 and 7" cites three. */
function citedSeedSections(text: string): string[] {
  const sections: string[] = [];
  for (const match of text.matchAll(/\bseeds? (\d{3}) sections? (\d+(?:(?:, | and )\d+)*)/gi)) {
    for (const section of match[2]!.split(/, | and /)) sections.push(`${match[1]} section ${section}`);
  }
  return sections;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => file !== thisFile);
}

function citationsIn(files: string[], extract: (line: string) => string[]): Citation[] {
  return files.flatMap((file) =>
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .flatMap((line, index) => extract(line).map((id) => ({ id, where: `${file}:${index + 1}` }))),
  );
}

const unresolved = (citations: Citation[], known: Set<string>) =>
  citations.filter((citation) => !known.has(citation.id)).map(({ id, where }) => `${where} cites ${id}`);

const readDoc = (file: string) => readFileSync(path.join(root, file), 'utf8');
const files = [...sourceFiles('src'), ...sourceFiles('test')];

describe('citation extraction', () => {
  it('reads single ids, lettered ids and ranges', () => {
    expect(citedProductRules('(P7-P9, P12a; see P30) API2 P100')).toEqual([
      'P7',
      'P8',
      'P9',
      'P7',
      'P9',
      'P12a',
      'P30',
    ]);
  });

  it('reads lists of sections', () => {
    expect(citedSeedSections('Seed 001 sections 2, 5 and 7, seed 000 section 4 "Hallpass"')).toEqual([
      '001 section 2',
      '001 section 5',
      '001 section 7',
      '000 section 4',
    ]);
  });
});

describe('citations in src and test resolve inside the repository', () => {
  it('states every cited product rule in docs/decisions.md', () => {
    const stated = new Set(
      [...readDoc('docs/decisions.md').matchAll(/^- \*\*(P\d{1,2}[a-z]?)\*\*/gm)].map((m) => m[1]!),
    );
    const cited = citationsIn(files, citedProductRules);
    expect(cited.length).toBeGreaterThan(0);
    expect(unresolved(cited, stated)).toEqual([]);
  });

  it('summarises every cited seed section in docs/specification.md', () => {
    const indexed = new Set<string>();
    for (const part of readDoc('docs/specification.md')
      .split(/^## Seed /m)
      .slice(1)) {
      const seed = part.slice(0, 3);
      for (const match of part.matchAll(/^- \*\*Section (\d+),/gm)) indexed.add(`${seed} section ${match[1]}`);
    }
    const cited = citationsIn(files, citedSeedSections);
    expect(cited.length).toBeGreaterThan(0);
    expect(unresolved(cited, indexed)).toEqual([]);
  });

  it('names rules in words rather than by the numbering of a document outside the repository', () => {
    const numbered = citationsIn(files, (line) => line.match(/ARCHITECTURE(\.md)? convention \d+/g) ?? []);
    expect(numbered.map(({ id, where }) => `${where}: ${id}`)).toEqual([]);
  });
});
