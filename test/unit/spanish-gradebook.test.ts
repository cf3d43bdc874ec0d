import { beforeAll, describe, expect, it } from 'vitest';
import { GRADEBOOK_FORMAT_LABEL_KEY, parseGradebook, type TGradebookFormat } from '../../src/shared/gradebook';
import { gradebookText } from '../../src/shared/gradebook/texts';
import { listSome } from '../../src/shared/gradebook/cells';
import { inLanguage, translationsLoaded } from '../../src/server/i18n/text-host';

// P51: the gradebook import (P24) runs in the teacher's browser, in the page's language: its
// refusals, warnings and format names are read from the shared catalogues. Here in Spanish, as
// the server's text host reads them.
beforeAll(() => translationsLoaded());

const spanish = <T>(work: () => T): T => inLanguage('es', work);

function result(format: TGradebookFormat, text: string) {
  return spanish(() => parseGradebook(format, text));
}

describe('the gradebook import in Spanish', () => {
  it('refuses a file in Spanish', () => {
    expect(result('generic', '')).toEqual({ ok: false, error: 'Este archivo está vacío.' });
    expect(result('generic', 'Student ID,Quiz\nabc,10')).toEqual({
      ok: false,
      error:
        'Ninguna fila tiene un número de estudiante (solo dígitos) en la columna «Student ID», así que no se puede identificar a ningún estudiante.',
    });
    expect(result('generic', 'Student ID,Quiz\n1,"5')).toEqual({
      ok: false,
      error:
        'Una celda entre comillas que empieza en la fila 2 nunca se cierra. Vuelve a guardar el archivo como CSV desde tu hoja de cálculo e inténtalo de nuevo.',
    });
    expect(result('canvas', 'Name,Quiz\nAva,5')).toEqual({
      ok: false,
      error:
        'Esto no parece una exportación del libro de calificaciones de Canvas: la primera fila debería empezar con Student, ID, SIS User ID.',
    });
  });

  it('warns in Spanish, listing what it left out with "y" and "más"', () => {
    const parsed = result('generic', 'Student ID,Quiz,Email\n1,-3,a@b.c\n2,A+,\n3,10,\nxyz,4,');
    expect(parsed.ok && parsed.gradebook.warnings).toEqual([
      'Se omitieron las columnas que no son tareas: «Email».',
      'Se omitió una fila sin número de estudiante (solo dígitos) en la columna «Student ID»: fila 5.',
      '«Quiz»: se omitieron las celdas que no son calificaciones de 2.',
      '«Quiz»: se omitieron las calificaciones negativas de 1.',
      '«Quiz» no tiene puntos posibles; Classmint usó la calificación más alta, 10.',
    ]);
    expect(spanish(() => listSome(['a', 'b', 'c']))).toBe('a, b y c');
    expect(spanish(() => listSome(['1', '2', '3', '4', '5', '6', '7']))).toBe('1, 2, 3, 4, 5 y 2 más');
    expect(listSome(['1', '2', '3', '4', '5', '6', '7'])).toBe('1, 2, 3, 4, 5 and 2 more');
  });

  it('names the formats in Spanish where they are words', () => {
    expect(spanish(() => gradebookText.t(GRADEBOOK_FORMAT_LABEL_KEY.generic))).toBe(
      'Cualquier hoja de cálculo (genérico)',
    );
    expect(spanish(() => gradebookText.t(GRADEBOOK_FORMAT_LABEL_KEY.ccsd))).toBe('Clark County (Infinite Campus)');
    expect(gradebookText.t(GRADEBOOK_FORMAT_LABEL_KEY.generic)).toBe('Any spreadsheet (generic)');
  });
});
