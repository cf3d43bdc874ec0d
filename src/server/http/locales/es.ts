import type { TTranslation } from '../../../shared/i18n/catalogue';
import type en from './en';

// Each message follows its key's name and a colon: 'Sesión: terminó o no existe. Inicia sesión.'.
export default {
  sessionMissing: 'terminó o no existe. Inicia sesión',
  suspended: 'está desactivada',
  notAllowed: 'no está permitido para tu cuenta',
  chooseClass: 'Elige una de tus clases',
  cannotBeChangedHere: 'no se puede cambiar aquí',
  genericServerError: 'Algo salió mal de nuestro lado. Inténtalo de nuevo en un momento.',
  databaseUnavailable:
    'Classmint no puede conectarse con su base de datos en este momento. No se cambió nada; inténtalo de nuevo en un momento.',
  busy: 'Classmint está muy ocupado en este momento. No se cambió nada; inténtalo de nuevo en un momento.',
  didNotArriveWhole: 'no llegó completa',
  tooManyRequests: 'son demasiadas. Espera un minuto e inténtalo de nuevo',
  notValidJson: 'no es JSON válido',
  tooLarge: 'es demasiado grande',
  mustBeJson: 'debe enviarse como application/json',
  couldNotBeRead: 'no se pudo leer',
  tookTooLong: 'tardó demasiado en llegar. Inténtalo de nuevo',
  headersTooLarge: 'son demasiado grandes',
  unsafeText: 'contiene un carácter que no se permite (un carácter NUL o Unicode dañado)',
  tooDeep: 'tiene demasiados niveles anidados (como máximo {levels})',
  notAnAddress: 'no es una dirección válida',
  routeNotFound: '{method} {url} no se encontró',
} satisfies TTranslation<typeof en>;
