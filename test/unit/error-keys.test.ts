import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../src/shared/error-keys/locales/en';
import { describeErrorKey, errorLine, errorLines } from '../../src/shared/errors';
import { inLanguage, translationsLoaded } from '../../src/server/i18n/text-host';

// The Spanish of a catalogue this file brings arrives after the setup's wait: read it once it is here.
beforeAll(() => translationsLoaded());

// P51: the error list's lines (seed 000 section 8). English is the key's words and the message,
// exactly as before; Spanish names the field and puts the message after a colon.
describe('the error list in each language', () => {
  it("keeps English as the key's lower-case words and the message", () => {
    for (const [key, words] of Object.entries(en)) {
      if (key === 'line' || key === 'row') continue;
      expect(words, key).toBe(describeErrorKey(key));
    }
    expect(errorLine('currentPassword', 'is incorrect')).toBe('current password is incorrect');
    expect(errorLine('row1Username', 'is taken')).toBe('row 1 username is taken');
    expect(errorLine('hallpassPurchaseAmount', 'Required')).toBe('hallpass purchase amount Required');
    expect(errorLines({ usernameOrPassword: ['is invalid'], body: [''] })).toEqual([
      'username or password is invalid',
      'body',
    ]);
  });

  it('names the field in Spanish, or what it belongs to, never in English words', () => {
    inLanguage('es', () => {
      expect(errorLine('currentPassword', 'es incorrecta')).toBe('Contraseña actual: es incorrecta');
      expect(errorLine('usernameOrPassword', 'no son correctos')).toBe(
        'Nombre de usuario o contraseña: no son correctos',
      );
      expect(errorLine('row2FirstName', 'Obligatorio')).toBe('Fila 2, nombre: Obligatorio');
      expect(errorLine('row3Pin', 'Obligatorio')).toBe('Fila 3, PIN: Obligatorio');
      expect(errorLine('hallpassPurchaseAmount', 'Obligatorio')).toBe('Pase de pasillo: Obligatorio');
      // A key named like one of the catalogue's own messages is still a key.
      expect(errorLine('line', 'x')).toBe('Campo: x');
    });
  });

  it('shows a jukebox or Spotify refusal as its sentence alone, in both languages (issue 42, item 18)', () => {
    const waits = 'Your last song is still waiting in the queue.';
    expect(errorLine('jukebox', waits)).toBe(waits);
    expect(errorLine('spotify', "Spotify isn't working right now.")).toBe("Spotify isn't working right now.");
    expect(errorLines({ jukebox: [waits], track: ['is not on your class playlist'] })).toEqual([
      waits,
      'track is not on your class playlist',
    ]);
    inLanguage('es', () => {
      expect(errorLine('jukebox', 'Tu última canción sigue en la cola.')).toBe('Tu última canción sigue en la cola.');
      expect(errorLine('spotify', 'Spotify no funciona.')).toBe('Spotify no funciona.');
    });
  });
});
