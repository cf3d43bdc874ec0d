import type { TTranslation } from '../../../shared/i18n/catalogue';
import type en from './en';

// Each message follows its key's name and a colon: 'Conexión: falló. ...'.
export default {
  requestFailed: 'La solicitud falló con el estado {status}',
  connectionFailed: 'falló. No se pudo conectar con Classmint; revisa tu conexión a internet e inténtalo de nuevo.',
  somethingWentWrong: 'algo salió mal. Inténtalo de nuevo.',
  sessionEnded: 'terminó. Vuelve a iniciar sesión.',
  accessNotAllowed: 'no está permitido para tu cuenta.',
  requestNotFound: 'no se encontró.',
  tooManyAttempts: 'fueron demasiados. Espera un minuto e inténtalo de nuevo.',
  serverFailed: 'no pudo terminar la solicitud. Inténtalo de nuevo en un momento.',
} satisfies TTranslation<typeof en>;
