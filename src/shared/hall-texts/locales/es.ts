import type { TTranslation } from '../../i18n/catalogue';
import type en from './en';

export default {
  seeTeacher: 'Pídele a tu docente un pase de pasillo',
  expired:
    '{perDay, plural, one {Tu pase de pasillo de hoy ya venció. Si necesitas otro, pídeselo a tu docente.} other {Ya usaste tus # pases de pasillo de hoy. Si necesitas otro, pídeselo a tu docente.}}',
  activeForStudent:
    'Otro estudiante ya tiene un pase activo. Inténtalo de nuevo en {minutes, plural, one {{minutes} minuto} other {{minutes} minutos}}. Si es una emergencia, habla con tu docente.',
  fundsForStudent:
    'No tienes suficientes puntos para comprar un pase de pasillo. Si es una emergencia, habla con tu docente.',
  limitForStudent: 'Llegaste a tu límite de pases. Si es una emergencia, habla con tu docente.',
  fundsForTeacher:
    'Este estudiante tiene {points, plural, one {{points} punto} other {{points} puntos}}, menos de lo que cuesta un pase de pasillo',
  limitForTeacher:
    'Este estudiante tiene {passes, plural, one {{passes} pase} other {{passes} pases}} y ya superó su límite de pases',
  activeForTeacher:
    '{who} tiene un pase activo (destino: {destination}), creado a las {createdAt}, de {minutes, plural, one {# minuto} other {# minutos}}',
  busy: 'Espera un poco: el pasillo está ocupado en este momento. Inténtalo de nuevo en unos minutos.',
  busyForTeacher: '{who} no puede salir al mismo tiempo que {other}, que está fuera ahora',
  blackout:
    'Los pases están en pausa ahora. Vuelven a abrir a las {until}. Si es una emergencia, habla con tu docente.',
  alreadyWaiting: 'Ya estás esperando un pase. Puedes salir de la fila desde tu página de Pases.',
  notStarted: 'Este pase todavía no ha empezado',
  notRequested: 'Este pase no está esperando aprobación',
  notWaiting: 'Este pase ya empezó: usa Ya volví cuando regreses',
  unknownDestination: 'Elige uno de los destinos de tu docente',
  defaultDestination: 'baño',
  suggestClassroom: 'salón',
  suggestCounselor: 'consejería',
  suggestGym: 'gimnasio',
  suggestHealthOffice: 'enfermería',
  suggestLibrary: 'biblioteca',
  suggestOffice: 'oficina',
  suggestSocialWorker: 'trabajo social',
  atMostMinutes: 'No puede ser más de {max} minutos',
  mustBeStudentId: 'Debe ser el ID de un estudiante',
  mustBeUsername: 'Debe ser un nombre de usuario',
  mustBeUsernames: 'Debe ser una lista de nombres de usuario',
  atLeastTwoStudents: 'Nombra al menos a dos estudiantes',
  atMostStudents: 'Como máximo {max} estudiantes',
  eachStudentOnce: 'Nombra a cada estudiante una sola vez',
  separationIdOrStudents: 'Envía el _id de la separación o sus estudiantes',
  emergencyStudent: 'Quédate donde estás y sigue las instrucciones de tu docente.',
  emergencyStaff: 'Los pases están detenidos: hay una emergencia.',
  emergencyBody: 'Envía \'{"emergency":{"on":true}}\' o \'{"on":false}\'',
  pinFourDigits: 'Deben ser 4 dígitos',
  typeStudentNumber: 'Escribe tu número de estudiante',
  tooLong: 'Demasiado largo',
  typePin: 'Escribe tu PIN de 4 dígitos',
  unknownCode: 'Este código de quiosco no funciona. Pídele uno nuevo a tu docente.',
  closed: 'Este quiosco se apagó. Pídele a tu docente que lo vuelva a configurar.',
  unknownStudent: 'Ese número no está en esta clase. Revísalo e inténtalo de nuevo.',
  wrongPin: 'Ese PIN no coincide. Inténtalo de nuevo.',
  pinNeeded: 'Escribe tu PIN de 4 dígitos.',
  noPin: 'Tu docente todavía no te ha puesto un PIN. Pídeselo.',
  pinLocked: 'Demasiados intentos. Pídele ayuda a tu docente.',
  keyNeeded: 'Envía un encabezado Idempotency-Key con cada cambio del quiosco.',
  mustBeDate: 'Debe ser una fecha (AAAA-MM-DD)',
} satisfies TTranslation<typeof en>;
