import type { TTranslation } from '../../../../shared/i18n/catalogue';
import type en from './en';

export default {
  belongsToOrder: 'pertenece a un pedido de la tienda: cambia el pedido',
  isRefund: 'es un reembolso que hizo el sistema y no se puede cambiar',
  finesOff: 'están desactivadas en tu configuración',
  teacherOnly: 'solo lo puede agregar tu docente',
  bonusTitle: 'Bonificación: +{points}',
  fineTitle: 'Multa: -{points}',
} satisfies TTranslation<typeof en>;
