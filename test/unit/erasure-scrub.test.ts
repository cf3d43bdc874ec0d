import { describe, expect, it } from 'vitest';
import { scrubJson } from '../../src/server/common/erasure';

// P42: what an audit entry keeps once the student it names is erased.
describe('scrubJson', () => {
  const id = '6f1c2a9e-0000-4000-8000-000000000001';
  const traces = { ids: new Set([id]), names: /(?<![\p{L}\p{N}])(?:Zoë Ng|Zoë|Ng)(?![\p{L}\p{N}])/iu };

  it('replaces texts naming them and ids of them, keeping amounts, dates and other words', () => {
    const entry = {
      student: id,
      description: 'Great work, zoë!',
      amount: 20,
      when: '2026-11-27T10:00:00.000Z',
      product: 'Ngong Pencil',
      lines: [{ [id]: 2 }, { note: 'for Zoë Ng' }],
      nested: { by: id.toUpperCase(), ok: true, nothing: null },
    };
    expect(scrubJson(entry, traces)).toEqual({
      student: null,
      description: 'a deleted student',
      amount: 20,
      when: '2026-11-27T10:00:00.000Z',
      product: 'Ngong Pencil',
      lines: [{}, { note: 'a deleted student' }],
      nested: { by: null, ok: true, nothing: null },
    });
  });
});
