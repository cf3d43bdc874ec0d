import type { TTranslation } from '../../../../shared/i18n/catalogue';
import type en from './en';

export default {
  taken: 'ya está en uso',
  inCourse: 'ya está en este curso',
  cannotChange: 'no se puede cambiar',
  noDefault:
    'no está configurada. Configúrala en Configuración > Cuentas de estudiantes o da a cada estudiante una contraseña en el archivo',
  sharedIdentity: 'Otro docente también tiene a este estudiante: pídeselo al administrador.',
  courseIdForTeachers: 'es para docentes que agregan a un estudiante; el administrador agrega docentes',
} satisfies TTranslation<typeof en>;
