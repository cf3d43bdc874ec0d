import type { TTranslation } from '../../../../../shared/i18n/catalogue';
import type en from './en';

export default {
  schoolAccount: 'Cuenta escolar',
  linkedOn: 'Vinculada el {date}',
  notLinked: 'Aún sin vincular',
  linkedSentence: 'Cuenta escolar vinculada el {date}',
  notLinkedSentence: 'Cuenta escolar aún sin vincular',
  unlink: 'Desvincular cuenta escolar',
  unlinkNamed: 'Desvincular cuenta escolar de {name}',
  unlinkTitle: '¿Desvincular la cuenta escolar de {name}?',
  unlinkWarning:
    'Hazlo cuando tenga una cuenta escolar nueva. Se cerrará su sesión y, la próxima vez que inicie sesión con una cuenta escolar, Classmint vinculará la que use.',
  confirmUnlink: 'Desvincular',
  unlinking: 'Desvinculando...',
  unlinked: 'Cuenta escolar desvinculada',
} satisfies TTranslation<typeof en>;
