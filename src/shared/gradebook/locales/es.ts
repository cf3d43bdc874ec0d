import type { TTranslation } from '../../i18n/catalogue';
import type en from './en';

// The exports' own column titles (Student Number, SIS User ID, Points Possible...) stay as the file has them.
export default {
  formatCcsd: 'Clark County (Infinite Campus)',
  formatEvergreen: 'Evergreen (Skyward)',
  formatLehi: 'Lehi (Aspire)',
  formatCanvas: 'Canvas',
  formatGeneric: 'Cualquier hoja de cálculo (genérico)',
  emptyFile: 'Este archivo está vacío.',
  notCanvas:
    'Esto no parece una exportación del libro de calificaciones de Canvas: la primera fila debería empezar con Student, ID, SIS User ID.',
  canvasNoPointsRow:
    'A esta exportación de Canvas le falta su fila «Points Possible»: la fila debajo de los títulos de las columnas debería empezar con Points Possible. Vuelve a exportar el libro de calificaciones desde Canvas sin editarlo.',
  canvasNoAssignments:
    'Esta exportación de Canvas no tiene columnas de tareas. En una exportación de Canvas, el título de la columna de cada tarea termina con su número, como «Quiz 1 (12345)».',
  notCcsd:
    'Esto no parece una exportación del libro de calificaciones de Infinite Campus: Classmint busca una fila de títulos de columnas con Student Name y Student Number.',
  ccsdNoAssignments:
    'Esto no parece una exportación del libro de calificaciones de Infinite Campus: ningún título de columna termina con los puntos de la tarea, como «Quiz 1 (20 pts)».',
  ccsdLeftOut: 'Se omitieron las columnas sin puntos en su título (Infinite Campus escribe «Quiz 1 (20 pts)»): {list}.',
  notEvergreen:
    'Esto no parece una exportación del libro de calificaciones de Skyward: Classmint busca una fila de títulos de columnas con Student y Other ID.',
  evergreenNoOutOf:
    'A esta exportación de Skyward le falta su fila «Out Of»: la fila debajo de los títulos de las columnas debería empezar con Out Of y dar los puntos de cada tarea.',
  evergreenNoAssignments: 'Esta exportación de Skyward no tiene columnas de tareas después de Student, Other ID y Grd.',
  notLehi:
    'Esto no parece una exportación de calificaciones de tareas de Aspire: Classmint busca una fila de títulos de columnas con Student Number, Assignment, Score y Points Possible.',
  lehiMissingColumns:
    'Esto no parece una exportación de calificaciones de tareas de Aspire: Classmint busca una fila de títulos de columnas con Student Number, Assignment, Score y Points Possible. Este archivo no tiene columna para {list}.',
  lehiConflicts:
    'Algunos estudiantes tienen dos calificaciones distintas para una misma tarea; Classmint usó la primera: {list}.',
  lehiConflict: '{student} en «{title}» (fila {row})',
  lehiUntitled: 'Se {count, plural, one {omitió una fila} other {omitieron # filas}} sin título de tarea.',
  lehiPoints: '«{title}» tiene distintos puntos posibles en distintas filas; Classmint usó {max}.',
  noStudentNumberColumn:
    'Classmint no encontró una columna de número de estudiante. La primera fila debería nombrar las columnas, con una llamada Student Number, Student ID, ID, Username o SIS User ID.',
  notAssignments: 'Se omitieron las columnas que no son tareas: {list}.',
  useCanvas:
    'Esto parece una exportación del libro de calificaciones de Canvas. Elige «{label}» como formato, para que se omitan sus columnas de totales y su estudiante de prueba.',
  useFormat:
    'Este archivo parece tener el diseño del libro de calificaciones de {label}. Elige «{label}» como formato (aparece cuando ese distrito escolar está elegido en Configuración > Datos de la cuenta).',
  noStudentRows: 'Este archivo no tiene filas de estudiantes debajo de los títulos de sus columnas.',
  noStudentNumbers:
    'Ninguna fila tiene un número de estudiante (solo dígitos) en la columna «{column}», así que no se puede identificar a ningún estudiante.',
  noScoresYet: 'Ninguna tarea de este archivo tiene calificaciones todavía, así que no hay nada que importar.',
  noAssignmentColumns: 'Este archivo no tiene columnas de tareas que importar.',
  leftOutEmpty:
    'Se {count, plural, one {omitió una tarea} other {omitieron tareas}} todavía sin calificaciones: {list}.',
  row: 'fila {row}',
  namedRow: '{name} (fila {row})',
  repeatedRows: '{username} (filas {first} y {second})',
  skippedRows:
    'Se {count, plural, one {omitió una fila} other {omitieron # filas}} sin número de estudiante (solo dígitos) en la columna «{column}»: {list}.',
  repeatedStudents: 'Algunos estudiantes aparecen más de una vez; Classmint usó su primera fila: {list}.',
  titlesShortened: 'Los títulos de las tareas tienen como máximo {max} caracteres; se acortaron {list}.',
  untitledColumns:
    'Se {count, plural, one {omitió una columna} other {omitieron # columnas}} sin título en la primera fila.',
  notScores: '«{title}»: se omitieron las celdas que no son calificaciones de {list}.',
  negativeScores: '«{title}»: se omitieron las calificaciones negativas de {list}.',
  percentsLeftOut:
    '«{title}»: se omitieron las calificaciones en porcentaje de {list}, porque no hay puntos posibles para convertirlas.',
  outOf100: '«{title}» no tiene puntos posibles; sus calificaciones son porcentajes, así que es sobre 100.',
  highestScore: '«{title}» no tiene puntos posibles; Classmint usó la calificación más alta, {highest}.',
  pointsNotNumber: '«{title}»: los puntos posibles «{points}» no son un número.',
  quoted: '«{text}»',
} satisfies TTranslation<typeof en>;
