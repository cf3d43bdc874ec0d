import type { TTranslation } from '../../i18n/catalogue';
import type en from './en';

export default {
  fixedAtZero: 'Fijo en 0 para calificaciones menores de 50',
  listOfDestinations: 'Debe ser una lista de destinos',
  atMostDestinations: 'Como máximo {max} destinos',
  destinationNamesUnique: 'Cada destino necesita su propio nombre',
  timeOfDay: 'Usa una hora como 09:15 (reloj de 24 horas)',
  laterThanStart: 'Debe ser después del inicio',
  listOfTimes: 'Debe ser una lista de horarios',
  atMostBlackouts: 'Como máximo {max} horarios bloqueados',
  chooseDistrict: 'Elige none, ccsd, evergreen o lehi',
  chooseProvider: 'Elige apple, spotify o youtube',
  emailForNotifications: 'Obligatorio cuando las notificaciones por correo están activadas',
  wholeDays: 'Solo días completos',
  atLeastOneDay: 'Consérvalo al menos 1 día',
  atMostDays: 'Como máximo {max, number} días',
  districtNone: 'Ninguno',
  districtCcsd: 'Clark County (CCSD)',
  districtEvergreen: 'Evergreen',
  districtLehi: 'Lehi',
} satisfies TTranslation<typeof en>;
