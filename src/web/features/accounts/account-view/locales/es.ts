import type { TTranslation } from '../../../../../shared/i18n/catalogue';
import type en from './en';

export default {
  transactions: 'Movimientos',
  editTransactions: 'Editar movimientos',
  balance: 'Saldo',
  assessment: 'Evaluaciones',
  bonus: 'Bonificaciones',
  fine: 'Multas',
  purchase: 'Compras',
  subtotals: 'Subtotales',
  studentProfile: 'Perfil del estudiante',
  primeMember: 'Miembro Prime',
  requestsAnonymously: 'Pide canciones de forma anónima',
  anonymousRequests: 'Solicitudes de canción anónimas',
  dropped: 'dado de baja',
  notEnrolled: 'No está inscrito en ningún curso',
} satisfies TTranslation<typeof en>;
