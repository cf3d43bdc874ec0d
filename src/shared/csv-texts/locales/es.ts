import type { TTranslation } from '../../i18n/catalogue';
import type en from './en';

export default {
  tooLarge: 'Este archivo pesa más de 5 MB. Exporta solo la clase que vas a importar y vuelve a intentarlo.',
  quotedTail:
    'La fila {row} tiene una celda entre comillas con texto después de la comilla de cierre. Vuelve a guardar el archivo como CSV desde tu hoja de cálculo e inténtalo de nuevo.',
  unclosedQuote:
    'Una celda entre comillas que empieza en la fila {row} nunca se cierra. Vuelve a guardar el archivo como CSV desde tu hoja de cálculo e inténtalo de nuevo.',
  tooManyColumns:
    'Este archivo tiene más de {max} columnas, más de las que necesita un libro de calificaciones. Revisa que sea el archivo correcto.',
  tooManyRows: 'Este archivo tiene más de {max} filas. Exporta una clase a la vez y vuelve a intentarlo.',
  listAnd: '{list} y {last}',
  listMore: '{list} y {count} más',
} satisfies TTranslation<typeof en>;
