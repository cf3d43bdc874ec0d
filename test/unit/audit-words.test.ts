import { beforeAll, describe, expect, it } from 'vitest';
import type { TAuditEntry } from '../../src/shared/ledger';
import { auditChanges, auditTitle } from '../../src/web/features/audit/describe-audit-entry';
import { inLanguage, translationsLoaded } from '../../src/server/i18n/text-host';

// The Spanish of a catalogue this file brings arrives after the setup's wait: read it once it is here.
beforeAll(() => translationsLoaded());

const entry = (
  action: TAuditEntry['action'],
  before: unknown,
  after: unknown,
  entity = 'transaction',
): TAuditEntry => ({
  _id: 'a1',
  entity,
  entityId: 'e1',
  action,
  actor: null,
  substitute: null,
  before,
  after,
  createdAt: '2026-01-05T10:00:00.000Z',
});

describe('the change history in words', () => {
  it('names an edit by its labels, leaving out what did not change and empty fields', () => {
    const before = {
      type: 'fine',
      amount: 20,
      description: 'Late',
      typeTitle: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    const after = { ...before, amount: 25 };
    const edit = entry('update', before, after);
    expect(auditTitle(edit)).toBe('Transaction updated');
    expect(auditChanges(edit)).toEqual(['Amount: 20 pts → 25 pts']);
  });

  it('lists a deletion without nulls or bookkeeping fields', () => {
    const deleted = entry(
      'delete',
      { type: 'bonus', amount: 50, description: 'Teamwork', typeTitle: null, createdAt: 'x' },
      null,
    );
    expect(auditChanges(deleted)).toEqual(['Type: Bonus', 'Amount: 50 pts', 'Description: Teamwork']);
    expect(auditChanges(deleted).join(' ')).not.toMatch(/null|typeTitle|createdAt/);
  });

  it('words students, flags and unknown fields for people', () => {
    const student = entry(
      'update',
      { firstName: 'Ana', dropped: false },
      { firstName: 'Ana', dropped: true, password: 'reset' },
      'student',
    );
    expect(auditChanges(student)).toEqual(['Dropped: No → Yes', 'Password: reset']);
    const course = entry(
      'delete',
      { name: 'Algebra', period: 3, slug: 'algebra-1a2b3c', students: ['1001', '1002'] },
      null,
      'course',
    );
    expect(auditChanges(course)).toEqual(['Name: Algebra', 'Period: 3', 'Students: 1001, 1002']);
    expect(auditChanges(entry('update', { someNewField: 1 }, { someNewField: 2 }))).toEqual(['Some new field: 1 → 2']);
  });

  it('names hallpasses and song requests, and their fields, in words', () => {
    const pass = entry(
      'update',
      { destination: 'Restroom', duration: 5 },
      { destination: 'Office', duration: 5 },
      'hallpass',
    );
    expect(auditTitle(pass)).toBe('Hallpass updated');
    expect(auditChanges(pass)).toEqual(['Destination: Restroom → Office']);
    const song = entry('delete', { title: 'Yellow', artist: 'Coldplay' }, null, 'song');
    expect(auditTitle(song)).toBe('Song request deleted');
  });
});

describe("a roster's entries (P47)", () => {
  it('reads the counts of a course the roster made or changed', () => {
    const made = entry('create', null, { name: 'Algebra I', period: 3, roster: { enrolled: 24 } }, 'course');
    expect(auditTitle(made)).toBe('Course added');
    expect(auditChanges(made)).toEqual(['Name: Algebra I', 'Period: 3', 'Roster: 24 enrolled']);
    const changed = entry('update', {}, { roster: { putBack: 1, dropped: 2 } }, 'course');
    expect(auditChanges(changed)).toEqual(['Roster: 1 put back, 2 dropped']);
  });
});

describe('the change history in Spanish (review 2.10, 3.2)', () => {
  it('never falls back to English words, and words a song request in the feminine', () => {
    inLanguage('es', () => {
      const product = entry(
        'update',
        { maxPurchaseQuantity: 1, someNewField: 1 },
        { maxPurchaseQuantity: 2, someNewField: 2 },
        'product',
      );
      expect(auditChanges(product)).toEqual(['Cantidad máxima por compra: 1 → 2', 'Campo: 1 → 2']);
      const song = entry('update', { status: 'pendingRemoval' }, { status: 'removed' }, 'song');
      expect(auditChanges(song)).toEqual(['Estado: Pendiente de quitar → Quitada']);
      expect(auditChanges(entry('update', { status: 'pendingApproval' }, { status: 'approved' }, 'song'))).toEqual([
        'Estado: Pendiente de aprobación → Aprobada',
      ]);
      expect(auditChanges(entry('update', { status: 'pending' }, { status: 'approved' }, 'purchase'))).toEqual([
        'Estado: Pendiente → Aprobado',
      ]);
    });
  });
});
