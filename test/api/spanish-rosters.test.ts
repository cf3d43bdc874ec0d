import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRosterResult } from '../../src/shared/rosters';
import { makeAdmin } from '../support/factories';
import { zipOf } from '../support/oneroster-school';
import { tokenOf } from '../support/roster-client';
import { createTestApp, type TestApp } from '../support/test-app';

// P51: the roster upload (P47) answers the admin in their language: its refusals keyed `file` and
// each row's problem after its file and line, under the same English keys and file names.
let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await tokenOf(t.app, (await makeAdmin(t.database.db)).username);
});
afterAll(() => t.close());

type Answer = { roster?: TRosterResult; errors?: Record<string, string[]> };

async function send(payload: Buffer, language: string, contentType = 'application/zip') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/rosters/oneroster?commit=false',
    headers: { 'content-type': contentType, authorization: `Token ${adminToken}`, 'accept-language': language },
    payload,
  });
  return { status: response.statusCode, body: JSON.parse(response.body) as Answer };
}

const files = {
  'users.csv': [
    'sourcedId,role,username,givenName,familyName',
    't1,teacher,tortiz,Tana,Ortiz',
    's1,student,ana.ruiz,Ana,Ruiz',
    's2,student,1002,,Lopez',
    't1,teacher,tother,Tom,Other',
  ].join('\r\n'),
  'classes.csv': ['sourcedId,title', 'c1,Algebra 1', 'c2,'].join('\r\n'),
  'enrollments.csv': ['classSourcedId,userSourcedId,role', 'c1,t1,teacher', 'c1,s9,student'].join('\r\n'),
};

describe('the roster upload in Spanish', () => {
  it("words each row's problem in Spanish, and in English for an English reader", async () => {
    const zip = await zipOf(files);
    const spanish = await send(zip, 'es-MX,es;q=0.9');
    expect(spanish.status).toBe(200);
    expect(spanish.body.roster?.problems).toEqual([
      {
        file: 'classes.csv',
        line: 3,
        message: 'no tiene title, que Classmint necesita para nombrar el curso.',
      },
      {
        file: 'enrollments.csv',
        line: 3,
        message: 'nombra a la persona s9, que no está en users.csv.',
      },
      {
        file: 'users.csv',
        line: 3,
        message:
          'es un estudiante cuyo nombre de usuario no es un número de estudiante (solo dígitos), y su identifier tampoco: Classmint inicia la sesión de los estudiantes con su número.',
      },
      { file: 'users.csv', line: 4, message: 'no tiene givenName.' },
      { file: 'users.csv', line: 5, message: 'repite el sourcedId de la línea 2; solo se lee la línea 2.' },
    ]);
    const english = await send(zip, 'en-US');
    expect(english.body.roster?.problems.map((p) => p.message)).toEqual([
      'has no title, which Classmint needs to name the course.',
      "names the person s9, whom users.csv doesn't have.",
      'is a student whose username is not a student number (digits only), nor is their identifier: Classmint signs students in with their number.',
      'has no givenName.',
      'repeats the sourcedId of line 2; only line 2 is read.',
    ]);
  });

  it('refuses a roster without users.csv, an empty body and a body that is not a zip, in Spanish', async () => {
    const { 'users.csv': _users, ...withoutUsers } = files;
    expect(await send(await zipOf(withoutUsers), 'es')).toEqual({
      status: 422,
      body: {
        errors: {
          file: [
            'no tiene users.csv en la raíz del .zip. Una lista escolar OneRoster 1.1 CSV tiene users.csv, classes.csv y enrollments.csv; vuelve a exportarla.',
          ],
        },
      },
    });
    expect(await send(Buffer.alloc(0), 'es')).toEqual({
      status: 422,
      body: {
        errors: {
          file: ['está vacío. Elige el .zip de la lista escolar que exportó tu sistema de información estudiantil.'],
        },
      },
    });
    expect(await send(Buffer.from('a,b'), 'es', 'text/csv')).toEqual({
      status: 415,
      body: { errors: { file: ['debe ser un archivo .zip de OneRoster 1.1 CSV, enviado como application/zip.'] } },
    });
  });
});
