import type { TTranslation } from '../../../../shared/i18n/catalogue';
import type en from './en';

// Each message follows its key's name and a colon: 'Nombre de usuario o contraseña: no son correctos'.
export default {
  pausedSeconds:
    'los intentos están en pausa. Inténtalo de nuevo en {seconds} {seconds, plural, one {segundo} other {segundos}}',
  pausedMinutes:
    'los intentos están en pausa. Inténtalo de nuevo en {minutes} {minutes, plural, one {minuto} other {minutos}}',
  invalid: 'no son correctos',
  turnedOff: 'está desactivado en esta escuela.',
  turnedOffForStudents: 'está desactivado para los estudiantes en esta escuela.',
  turnedOffUseProvider: "está desactivado en esta escuela. Usa 'Iniciar sesión con {provider}'.",
  turnedOffForStudentsUseProvider:
    "está desactivado para los estudiantes en esta escuela. Usa 'Iniciar sesión con {provider}'.",
} satisfies TTranslation<typeof en>;
