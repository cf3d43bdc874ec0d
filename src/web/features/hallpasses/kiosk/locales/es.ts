import type { TTranslation } from '../../../../../shared/i18n/catalogue';
import type en from './en';

export default {
  pageTitle: 'Quiosco · Classmint',
  allCourses: 'Todos los cursos',
  course: 'Curso',
  notMarkedBack: 'No se pudo marcar que ese estudiante volvió a clase. Inténtalo de nuevo.',
  unreachable:
    'No se puede conectar con Classmint ahora. El tablero muestra lo último que sabía y lo sigue intentando.',
  loadingPasses: 'Cargando pases...',
  studentsOut: 'Estudiantes fuera con un pase de pasillo',
  outOnHallpass: 'Fuera con un pase',
  studentsOutCount: '{count, plural, one {{count} estudiante fuera} other {{count} estudiantes fuera}}',
  exitFullScreen: 'Salir de pantalla completa',
  fullScreen: 'Pantalla completa',
  everyoneIn: 'Todos están en clase',
  everyoneInHint: 'Un pase de pasillo aparece aquí en cuanto empieza.',
  passesStopped: 'No hay pases en curso: la emergencia los detuvo.',
  backInClass: 'Volvió a clase',
  overdue: 'Atrasado',
  destinationLabel: 'Destino: ',
  outSince: 'Fuera desde',
  period: 'Periodo {period}',
  overdueBy: 'Atrasado por',
  timeLeft: 'Tiempo restante',
  backLabel: '{action}: {name}',
  isBack: '{name} volvió a clase.',
  isStopped: 'El pase de {name} se detuvo por la emergencia.',
  offBoard: '{name} ya no está en el tablero.',
  isOut: '{name} salió: {destination}.',
  isOverdue: '{name} ya se pasó de su tiempo.',
} satisfies TTranslation<typeof en>;
