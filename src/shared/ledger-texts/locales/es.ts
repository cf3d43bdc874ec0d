import type { TTranslation } from '../../i18n/catalogue';
import type en from './en';

export default {
  chooseType: 'Elige bonificación, multa o compra',
  chooseStudent: 'Elige un estudiante',
  chooseAssignment: 'Elige al menos una tarea',
  onlyTeachers: 'Aquí solo se pueden agregar docentes',
  chooseRole: 'Elige estudiante, docente o administrador',
  chooseResettableRole: 'Elige estudiante o docente',
} satisfies TTranslation<typeof en>;
