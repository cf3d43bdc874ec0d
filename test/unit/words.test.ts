import { beforeAll, describe, expect, it } from 'vitest';
import { inLanguage, translationsLoaded } from '../../src/server/i18n/text-host';
import { districtName } from '../../src/shared/district-names';
import { SCHOOL_DISTRICTS } from '../../src/shared/settings';
import { titleAsRead } from '../../src/shared/title-words';
import { TITLES } from '../../src/shared/user';
import { teacherOf } from '../../src/web/features/classes/class-names';
import { teacherName } from '../../src/web/features/records/record-words';
import { teacherDisplayName, titleOptions } from '../../src/web/features/teachers/teacher-form';

// The Spanish of a catalogue this file brings arrives after the setup's wait: read it once it is here.
beforeAll(() => translationsLoaded());

// Issue 42 item 16: what a person reads of a title and a school district. The stored values stay
// the seed's ('Miss.', 'none'); the words on the page are "Miss" and "None" / "Ninguno".
describe('titles as a person reads them', () => {
  it("keeps the stored 'Miss.' and reads it as Miss, the other titles as they are", () => {
    expect(TITLES).toContain('Miss.');
    expect(TITLES.map(titleAsRead)).toEqual(['Dr.', 'Miss', 'Mr.', 'Mrs.', 'Ms.']);
  });

  it('names a teacher without the full stop, in English and in Spanish alike', () => {
    const teacher = { title: 'Miss.', firstName: 'Ana', lastName: 'Ruiz' };
    const course = { teacher: { title: 'Miss.', lastName: 'Ruiz' } } as Parameters<typeof teacherOf>[0];
    expect(teacherOf(course)).toBe('Miss Ruiz');
    expect(teacherName(teacher)).toBe('Miss Ana Ruiz');
    expect(teacherDisplayName(teacher)).toBe('Miss Ana Ruiz');
    expect(inLanguage('es', () => teacherOf(course))).toBe('Miss Ruiz');
    expect(titleOptions().map((option) => option.label)).toEqual(['No title', 'Dr.', 'Miss', 'Mr.', 'Mrs.', 'Ms.']);
    expect(titleOptions().map((option) => option.value)).toEqual(['', ...TITLES]);
  });
});

describe('school districts as a person reads them', () => {
  it("reads 'none' as None in English and Ninguno in Spanish", () => {
    expect(SCHOOL_DISTRICTS.map(districtName)).toEqual(['None', 'Clark County (CCSD)', 'Evergreen', 'Lehi']);
    expect(inLanguage('es', () => districtName('none'))).toBe('Ninguno');
  });
});
