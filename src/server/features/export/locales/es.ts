import type { TTranslation } from '../../../../shared/i18n/catalogue';
import type en from './en';

export default {
  students: 'Estudiantes',
  username: 'Nombre de usuario',
  firstName: 'Nombre',
  lastName: 'Apellido',
  course: 'Curso',
  period: 'Periodo',
  dropped: 'Dado de baja',
  prime: 'Prime',
  balance: 'Saldo',
  assessments: 'Evaluaciones',
  bonuses: 'Bonificaciones',
  fines: 'Multas',
  purchases: 'Compras',
  transactions: 'Movimientos',
  date: 'Fecha',
  type: 'Tipo',
  amount: 'Cantidad',
  description: 'Descripción',
  typeTitle: 'Título del tipo',
  createdBy: 'Creado por',
} satisfies TTranslation<typeof en>;
