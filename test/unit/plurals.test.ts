import { beforeAll, describe, expect, it } from 'vitest';
import { serverEconomyText } from '../../src/server/economy/texts';
import { serverTeachersText } from '../../src/server/features/teachers/texts';
import { inLanguage, translationsLoaded } from '../../src/server/i18n/text-host';
import { hallText } from '../../src/shared/hall-texts/texts';
import { accountsText } from '../../src/web/features/accounts/texts';
import { coursesText } from '../../src/web/features/courses/texts';
import { hallpassesText } from '../../src/web/features/hallpasses/texts';
import { ledgerText } from '../../src/web/features/ledger/texts';
import { rostersText } from '../../src/web/features/rosters/texts';
import { songsText } from '../../src/web/features/songs/texts';
import { teachersText } from '../../src/web/features/teachers/texts';

// Issue 42 item 16 and review 4.x (P51): where a count meets a noun the message has plural forms,
// so 1 reads "1 minute" / "1 minuto" and 2 reads "2 minutes" / "2 minutos" ("lasts 1 minutes",
// "1 courses · 1 students" before).
beforeAll(() => translationsLoaded());

const es = (read: () => string) => inLanguage('es', read);

describe('plural forms, English and Spanish, with 1 and 2', () => {
  it("a hallpass's length", () => {
    const lasts = (minutes: number) => hallpassesText.t('chooseDestination', { minutes });
    expect(lasts(1)).toBe('Choose where you are going. A hallpass lasts 1 minute.');
    expect(lasts(2)).toBe('Choose where you are going. A hallpass lasts 2 minutes.');
    expect(es(() => lasts(1))).toBe('Elige a dónde vas. Un pase de pasillo dura 1 minuto.');
    expect(es(() => lasts(2))).toBe('Elige a dónde vas. Un pase de pasillo dura 2 minutos.');
    const buy = (minutes: number) => hallpassesText.t('buyBody', { destination: 'library', minutes });
    expect(buy(1)).toBe('Your hallpass to library starts now and lasts 1 minute.');
    expect(es(() => buy(1))).toBe('Tu pase de pasillo (destino: library) empieza ahora y dura 1 minuto.');
    expect(es(() => buy(2))).toBe('Tu pase de pasillo (destino: library) empieza ahora y dura 2 minutos.');
    const one = (minutes: number) =>
      hallpassesText.t('oneDestination', { destination: 'restroom', minutes, price: '5 pts' });
    expect(one(1)).toBe('A hallpass to the restroom for 1 minute costs 5 pts.');
    expect(es(() => one(2))).toBe('Un pase de pasillo de 2 minutos (destino: restroom) cuesta 5 pts.');
  });

  it("a teacher's courses and students on the admin's page", () => {
    const counts = (n: number) => teachersText.t('courseCounts', { courses: n, students: n });
    expect(counts(1)).toBe('1 course · 1 student');
    expect(counts(2)).toBe('2 courses · 2 students');
    expect(es(() => counts(1))).toBe('1 curso · 1 estudiante');
    expect(es(() => counts(2))).toBe('2 cursos · 2 estudiantes');
    const migration = (n: number) => teachersText.t('migrationLine', { applied: n, checked: n, updated: n });
    expect(migration(1)).toBe('1 schema migration applied, 1 user checked, 1 user updated.');
    expect(es(() => migration(1))).toBe('1 migración de esquema aplicada, 1 usuario revisado, 1 usuario actualizado.');
    expect(es(() => migration(2))).toBe(
      '2 migraciones de esquema aplicadas, 2 usuarios revisados, 2 usuarios actualizados.',
    );
    const applied = (n: number) => serverTeachersText.t('appliedTeacher', { applied: n, updated: n });
    expect(applied(1)).toBe('Applied 1 schema migration and updated 1 teacher account');
    expect(applied(2)).toBe('Applied 2 schema migrations and updated 2 teacher accounts');
    expect(es(() => applied(1))).toBe('Se aplicó 1 migración de esquema y se actualizó 1 cuenta de docentes');
    expect(es(() => applied(2))).toBe('Se aplicaron 2 migraciones de esquema y se actualizaron 2 cuentas de docentes');
  });

  it("a student's refusals and a teacher's warnings", () => {
    const wait = (minutes: number) => hallText.t('activeForStudent', { minutes });
    expect(es(() => wait(1))).toContain('Inténtalo de nuevo en 1 minuto.');
    expect(es(() => wait(2))).toContain('Inténtalo de nuevo en 2 minutos.');
    // The seed's English stays word for word (seed 000 section 8).
    expect(wait(2)).toBe(
      'An active hallpass already exists for another student. Please try again in 2 minutes. If this is an emergency, please see your teacher.',
    );
    const limit = (passes: number) => hallText.t('limitForTeacher', { passes });
    expect(es(() => limit(1))).toBe('Este estudiante tiene 1 pase y ya superó su límite de pases');
    expect(es(() => limit(2))).toBe('Este estudiante tiene 2 pases y ya superó su límite de pases');
    const left = (quantity: number) => serverEconomyText.t('onlyLeft', { quantity, product: 'Pencil' });
    expect(left(1)).toBe('Only 1 Pencil left');
    expect(es(() => left(1))).toBe('Solo queda 1 de Pencil');
    expect(es(() => left(2))).toBe('Solo quedan 2 de Pencil');
  });

  it('counts on buttons and summaries', () => {
    const pending = (count: number) => songsText.t('processPending', { count });
    expect(pending(1)).toBe('Process requests (1 pending)');
    expect(es(() => pending(1))).toBe('Revisar solicitudes (1 pendiente)');
    expect(es(() => pending(2))).toBe('Revisar solicitudes (2 pendientes)');
    const add = (count: number) => ledgerText.t('addToStudents', { count });
    expect(add(1)).toBe('Add to 1 student');
    expect(add(2)).toBe('Add to 2 students');
    expect(es(() => add(1))).toBe('Agregar a 1 estudiante');
    expect(es(() => add(2))).toBe('Agregar a 2 estudiantes');
    const give = (count: number) => accountsText.t('givePointsToMany', { count });
    expect(give(2)).toBe('Give points to 2 students');
    expect(es(() => give(1))).toBe('Dar puntos a 1 estudiante');
    const saved = (count: number) => rostersText.t('saved', { count });
    expect(saved(1)).toBe('Saved: 1 change. Teachers see their courses and students now.');
    expect(saved(2)).toBe('Saved: 2 changes. Teachers see their courses and students now.');
    expect(es(() => saved(1))).toBe('Se guardó 1 cambio. Los docentes ya ven sus cursos y estudiantes.');
    expect(es(() => saved(2))).toBe('Se guardaron 2 cambios. Los docentes ya ven sus cursos y estudiantes.');
    const groups = (count: number) => coursesText.t('onlyGroups', { count });
    expect(groups(1)).toBe(' · only 1 group can be made');
    expect(es(() => groups(1))).toBe(' · solo se puede formar 1 grupo');
    expect(es(() => groups(2))).toBe(' · solo se pueden formar 2 grupos');
  });
});
