import type { TTranslation } from '../../../../shared/i18n/catalogue';
import type en from './en';

export default {
  onlyTeachersListed: 'Aquí solo se pueden listar docentes',
  alreadyTaken: 'ya está en uso',
  cannotChange: 'no se puede cambiar',
  upToDateTeacher: 'Todo estaba al día: {count} cuentas de docentes revisadas',
  upToDateStudent: 'Todo estaba al día: {count} cuentas de estudiantes revisadas',
  upToDateAdmin: 'Todo estaba al día: {count} cuentas de administración revisadas',
  appliedTeacher: 'Se aplicaron {applied} migraciones de esquema y se actualizaron {updated} cuentas de docentes',
  appliedStudent: 'Se aplicaron {applied} migraciones de esquema y se actualizaron {updated} cuentas de estudiantes',
  appliedAdmin: 'Se aplicaron {applied} migraciones de esquema y se actualizaron {updated} cuentas de administración',
} satisfies TTranslation<typeof en>;
