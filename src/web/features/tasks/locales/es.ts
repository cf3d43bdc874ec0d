import type { TTranslation } from '../../../../shared/i18n/catalogue';
import type en from './en';

export default {
  deleted: 'Tarea eliminada',
  deleteTitle: '¿Eliminar la tarea?',
  delete: 'Eliminar',
  deleting: 'Eliminando...',
  deleteBody:
    '¿Seguro que quieres eliminar {title}? {count, plural, one {Su calificación y los puntos que ganó salen} other {Sus # calificaciones y los puntos que ganaron salen}} de todos los saldos. Su nombre se queda en el historial.',
  updated: 'Tarea actualizada',
  editTitle: 'Editar tarea',
  save: 'Guardar',
  saving: 'Guardando...',
  title: 'Título',
  totalPoints: 'Puntos totales',
  multiplier: 'Multiplicador',
  taskSummary:
    '{points, plural, one {# punto} other {# puntos}} · multiplicador ×{multiplier} · {scores, plural, one {# calificación} other {# calificaciones}}',
  editAssignment: 'Editar tarea',
  editAssignmentNamed: 'Editar la tarea {title}',
  deleteAssignment: 'Eliminar tarea',
  deleteAssignmentNamed: 'Eliminar la tarea {title}',
  manageTitle: 'Administrar tareas',
  noData: 'No hay datos',
  noDataHelp: 'Las tareas aparecen aquí cuando se importan calificaciones en la página de Cuentas.',
  assignmentsIn: 'Tareas de {course}',
  close: 'Cerrar',
} satisfies TTranslation<typeof en>;
