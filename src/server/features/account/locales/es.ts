import type { TTranslation } from '../../../../shared/i18n/catalogue';
import type en from './en';

export default {
  nameByTeacher: 'solo lo puede cambiar tu docente',
  darkModePrime: 'está disponible con Prime',
  anonymousNotAllowed: 'no están permitidas en tu clase',
  anonymousPrime: 'están disponibles con Prime',
  emailByAdmin: 'solo lo puede cambiar el administrador',
  incorrect: 'no es correcta',
  taken: 'ya está en uso',
} satisfies TTranslation<typeof en>;
