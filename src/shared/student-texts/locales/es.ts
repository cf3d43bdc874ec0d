import type { TTranslation } from '../../i18n/catalogue';
import type en from './en';

export default {
  fileNoStudents: 'El archivo no tiene estudiantes',
  importAtMost: 'Importa como máximo {max, number} estudiantes a la vez',
  fileEmpty: 'El archivo está vacío.',
  missingColumns:
    'La primera fila debe nombrar las columnas username, firstName, lastName (y, si quieres, password); le falta {missing}.',
  rowProblem: 'fila {line}: {problem}',
  someRows: 'Algunas filas no se pueden importar: {problems}.',
  noRowsUnderHeader: 'El archivo no tiene estudiantes debajo de la primera fila.',
  importAtMostSentence: 'Importa como máximo {max, number} estudiantes a la vez.',
  usernameDigits: 'el nombre de usuario debe ser un número de estudiante (solo dígitos)',
  alsoOnRow: 'el estudiante {username} también está en la fila {line}',
  namesRequired: 'el nombre y el apellido son obligatorios',
  namesAtMost: 'los nombres tienen como máximo {max} caracteres',
  passwordAtLeast: 'la contraseña debe tener al menos {min} caracteres',
  passwordAtMost: 'la contraseña tiene como máximo {max} caracteres',
} satisfies TTranslation<typeof en>;
