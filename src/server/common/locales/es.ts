import type { TTranslation } from '../../../shared/i18n/catalogue';
import type en from './en';

export default {
  formerStudent: 'un exestudiante',
  removalPaidBy: '{name} pagó para quitarla',
  songRemovalRequest: 'Solicitud para quitar una canción: una canción de un estudiante eliminado',
  songRemovalRefund: 'Reembolso por quitar una canción: una canción de un estudiante eliminado',
  deletedStudent: 'un estudiante eliminado',
} satisfies TTranslation<typeof en>;
