import type { TTranslation } from '../../../../shared/i18n/catalogue';
import type en from './en';

export default {
  fileTooLarge:
    '{file} pesa más de {size} al descomprimirlo, más de lo que tiene el archivo de una lista de clase. Revisa que sea el archivo correcto.',
  allTooLarge:
    'al descomprimirse ocupa más de {size} en total, más de lo que Classmint lee de una vez. Revisa que sea el archivo correcto.',
  damagedFile: '{file} está dañado dentro del .zip y no se puede descomprimir. Vuelve a exportar la lista de clase.',
  notUtf8:
    '{file} no es texto UTF-8. Vuelve a exportar la lista de clase en UTF-8 (en Excel: Guardar como, "CSV UTF-8").',
  notZip:
    'no es un archivo .zip. Exporta la lista de clase desde tu sistema de información estudiantil como OneRoster 1.1 CSV (un archivo .zip) y súbela.',
  tooManyEntries:
    'contiene {count} archivos; una lista de clase OneRoster tiene unos diez (se leen {max} como máximo). Revisa que sea el archivo correcto.',
  pathName:
    'contiene un archivo nombrado con una ruta ("{name}"), que Classmint nunca descomprime. Vuelve a comprimir los CSV de la lista de clase, sin carpetas.',
  twice: 'contiene {file} dos veces. Vuelve a exportar la lista de clase.',
  password: '{file} está protegido con contraseña. Vuelve a comprimir la lista de clase sin contraseña.',
  compression:
    '{file} está comprimido de una forma que Classmint no puede leer. Vuelve a comprimir la lista de clase con el compresor de tu computadora.',
  damagedZip: 'está dañado y no se puede descomprimir. Vuelve a exportar la lista de clase y sube el archivo nuevo.',
} satisfies TTranslation<typeof en>;
