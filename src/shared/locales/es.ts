import type { TTranslation } from '../i18n/catalogue';
import type en from './en';

export default {
  required: 'Obligatorio',
  numbersOnly: 'Solo números',
  wholeNumbersOnly: 'Solo números enteros',
  notValidEmail: 'No es un correo electrónico válido',
  notValidUrl: 'No es una dirección web válida',
  percentRange: 'Debe estar entre 0 y 100',
  notNegative: 'No puede ser negativo',
  passwordTooShort: 'Debe tener al menos 8 caracteres',
  tooLong: 'No puede tener más de {max} caracteres',
  atMost: 'No puede ser mayor que {max, number}',
  atLeastOne: 'Debe ser al menos 1',
  atLeastOneMinute: 'Debe ser de al menos 1 minuto',
  mustBeText: 'Debe ser texto',
  trueOrFalse: 'Debe ser verdadero o falso',
  chooseStudents: 'Elige al menos a un estudiante',
  instantOutOfRange: 'Debe estar entre 1970 y 9999',
  notADateAndTime: 'Debe ser una fecha y hora',
  notFound: 'no se encontró',
} satisfies TTranslation<typeof en>;
