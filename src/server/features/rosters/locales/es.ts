import type { TTranslation } from '../../../../shared/i18n/catalogue';
import type en from './en';

export default {
  fileTooLarge:
    '{file} pesa más de {size} al descomprimirlo, más de lo que tiene el archivo de una lista escolar. Revisa que sea el archivo correcto.',
  allTooLarge:
    'al descomprimirse ocupa más de {size} en total, más de lo que Classmint lee de una vez. Revisa que sea el archivo correcto.',
  damagedFile: '{file} está dañado dentro del .zip y no se puede descomprimir. Vuelve a exportar la lista escolar.',
  notUtf8:
    '{file} no es texto UTF-8. Vuelve a exportar la lista escolar en UTF-8 (en Excel: Guardar como, "CSV UTF-8").',
  notZip:
    'no es un archivo .zip. Exporta la lista escolar desde tu sistema de información estudiantil como OneRoster 1.1 CSV (un archivo .zip) y súbelo.',
  tooManyEntries:
    'contiene {count} archivos; una lista escolar OneRoster tiene unos diez (se leen {max} como máximo). Revisa que sea el archivo correcto.',
  pathName:
    'contiene un archivo nombrado con una ruta ("{name}"), que Classmint nunca descomprime. Vuelve a comprimir los CSV de la lista escolar, sin carpetas.',
  twice: 'contiene {file} dos veces. Vuelve a exportar la lista escolar.',
  password: '{file} está protegido con contraseña. Vuelve a comprimir la lista escolar sin contraseña.',
  compression:
    '{file} está comprimido de una forma que Classmint no puede leer. Vuelve a comprimir la lista escolar con el compresor de tu computadora.',
  damagedZip: 'está dañado y no se puede descomprimir. Vuelve a exportar la lista escolar y sube el archivo nuevo.',
  uploadTooLarge:
    'pesa más de {size} MB, más de lo que cabe en el .zip de una lista escolar. Revisa que sea el archivo correcto.',
  uploadNotZip: 'debe ser un archivo .zip de OneRoster 1.1 CSV, enviado como application/zip.',
  uploadEmpty: 'está vacío. Elige el .zip de la lista escolar que exportó tu sistema de información estudiantil.',
  delta:
    'es una lista escolar delta (manifest.csv: {file} solo tiene cambios). Classmint lee listas completas: exporta una lista escolar OneRoster 1.1 CSV completa (bulk).',
  missingFile:
    'no tiene {file} en la raíz del .zip. Una lista escolar OneRoster 1.1 CSV tiene users.csv, classes.csv y enrollments.csv; vuelve a exportarla.',
  nulCharacter: '{file} contiene un carácter NUL, que ninguna lista escolar tiene. Vuelve a exportar la lista escolar.',
  fileError: '{file}: {error}',
  missingColumns:
    '{file} no tiene {count, plural, one {la columna} other {las columnas}} {names} en su primera fila. Exporta la lista escolar como OneRoster 1.1 CSV.',
  idTooLong: 'tiene un sourcedId de más de {max} caracteres.',
  noPersonId:
    'no tiene sourcedId, que Classmint necesita para volver a encontrar a la persona en la próxima lista escolar.',
  noClassId: 'no tiene sourcedId, que Classmint necesita para volver a encontrar la clase en la próxima lista escolar.',
  repeatsId: 'repite el sourcedId de la línea {line}; solo se lee la línea {line}.',
  personGone: 'está marcada como tobedeleted: Classmint considera que esta persona ya no está en la lista escolar.',
  classGone: 'está marcada como tobedeleted: Classmint considera que esta clase ya no está en la lista escolar.',
  enrollmentGone:
    'está marcada como tobedeleted: Classmint considera que esta inscripción ya no está en la lista escolar.',
  unknownStatus: 'tiene el estado "{status}"; los de OneRoster son active y tobedeleted.',
  noColumnValue: 'no tiene {column}.',
  nameTooLong: 'tiene un nombre de más de {max} caracteres.',
  notAnEmail: 'tiene un email que no es una dirección de correo electrónico ("{email}").',
  sameUsername: 'tiene el nombre de usuario {username}, que también tiene la línea {line}.',
  sameEmail:
    'tiene el correo electrónico {email}, que también tiene la línea {line}; un correo electrónico es de una sola persona.',
  noTitle: 'no tiene title, que Classmint necesita para nombrar el curso.',
  unknownClass: 'nombra la clase {id}, que no está en classes.csv.',
  unknownPerson: 'nombra a la persona {id}, que no está en users.csv.',
  roleMismatch:
    'inscribe a {username} como {role, select, teacher {docente} other {estudiante}}, pero en users.csv figura como {personRole, select, teacher {docente} other {estudiante}}.',
  repeatsEnrollment: 'repite la inscripción de la línea {line}.',
  noTeacher:
    'no tiene docente en enrollments.csv, así que Classmint no puede saber de quién es el curso; se omite la clase.',
  secondTeacher:
    'es un segundo docente de la clase {name}; un curso de Classmint tiene un solo docente ({teacher}), así que se omite esta inscripción.',
  studentNumber:
    'es un estudiante cuyo nombre de usuario no es un número de estudiante (solo dígitos), y su identifier tampoco: Classmint inicia la sesión de los estudiantes con su número.',
  teacherUsername:
    'es un docente cuyo nombre de usuario ("{username}") Classmint no puede usar: letras, dígitos, puntos, guiones y guiones bajos, con al menos una letra.',
  emailTaken:
    'tiene el correo electrónico {email}, que ya tiene otra persona en Classmint; un correo electrónico es de una sola persona.',
  alreadyMatched: 'es {username} en Classmint, que ya corresponde a otra línea de users.csv.',
  roleDiffers:
    'es {role, select, student {un estudiante} teacher {un docente} other {el administrador}} en esta lista escolar, pero {username} es {existingRole, select, student {un estudiante} teacher {un docente} other {el administrador}} en Classmint.',
  usernameOfRole:
    'tiene el nombre de usuario {username}, que en Classmint es de {role, select, student {un estudiante} teacher {un docente} other {el administrador}}.',
  usernameOfOther:
    'tiene el nombre de usuario {username}, que en Classmint es de otra persona de la lista escolar (sourcedId {id}).',
  courseOfOther:
    'la imparte {teacher} en esta lista escolar, pero en Classmint su curso es de otro docente, y un curso conserva a su docente (los puntos de su clase siguen siendo suyos). Se omite la clase; sus estudiantes se quedan como están.',
  noPeriod:
    'no puede tener periodo: su docente {teacher} ya tiene un curso en cada periodo del 0 al 99. Se omite la clase.',
  conflict:
    'no se pudo aplicar: alguien agregó a la misma persona o cambió un curso en ese mismo momento. No se guardó nada; vuelve a intentarlo.',
} satisfies TTranslation<typeof en>;
