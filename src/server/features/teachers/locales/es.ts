import type { TTranslation } from '../../../../shared/i18n/catalogue';
import type en from './en';

export default {
  onlyTeachersListed: 'Aquí solo se pueden listar docentes',
  alreadyTaken: 'ya está en uso',
  cannotChange: 'no se puede cambiar',
  upToDateTeacher:
    'Todo estaba al día: {count, plural, one {se revisó # cuenta de docentes} other {se revisaron # cuentas de docentes}}',
  upToDateStudent:
    'Todo estaba al día: {count, plural, one {se revisó # cuenta de estudiantes} other {se revisaron # cuentas de estudiantes}}',
  upToDateAdmin:
    'Todo estaba al día: {count, plural, one {se revisó # cuenta de administración} other {se revisaron # cuentas de administración}}',
  appliedTeacher:
    '{applied, plural, one {Se aplicó # migración} other {Se aplicaron # migraciones}} de esquema y {updated, plural, one {se actualizó # cuenta de docentes} other {se actualizaron # cuentas de docentes}}',
  appliedStudent:
    '{applied, plural, one {Se aplicó # migración} other {Se aplicaron # migraciones}} de esquema y {updated, plural, one {se actualizó # cuenta de estudiantes} other {se actualizaron # cuentas de estudiantes}}',
  appliedAdmin:
    '{applied, plural, one {Se aplicó # migración} other {Se aplicaron # migraciones}} de esquema y {updated, plural, one {se actualizó # cuenta de administración} other {se actualizaron # cuentas de administración}}',
} satisfies TTranslation<typeof en>;
