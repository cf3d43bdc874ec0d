import type { TTranslation } from '../../../../shared/i18n/catalogue';
import type en from './en';

export default {
  notifications: 'Notificaciones',
  notificationsCount: 'Notificaciones: {count}',
  allCaughtUp: '¡Todo al día! No tienes notificaciones por ahora',
  close: 'Cerrar',
} satisfies TTranslation<typeof en>;
