import type { TTranslation } from '../../../../../shared/i18n/catalogue';
import type en from './en';

export default {
  kioskTitle: 'Quiosco de Classmint',
  hallpassKiosk: 'Quiosco de pases',
  periodCourse: 'Periodo {period} · {course}',
  offline:
    'Sin conexión: el quiosco no puede conectar con Classmint. Lo sigue intentando y no se pierde nada de lo que presionaste.',
  opening: 'Abriendo el quiosco...',
  outNow: 'Fuera ahora',
  outNowCount: 'Fuera ahora ({count})',
  imBack: 'Ya volví',
  waiting: 'Esperando',
  waitingForOk: 'esperando el permiso',
  inLine: 'en la fila',
  startedRequested: '{name}, tu docente va a revisar tu pase a {destination}.',
  startedWaiting: '{name}, estás en la fila para {destination}. Espera tu turno.',
  started: '{name}, tu pase a {destination} ya empezó.',
  startedBackBy: '{name}, tu pase a {destination} ya empezó. Regresa a más tardar a las {time}.',
  startPass: 'Iniciar un pase',
  passesOff: 'Los pases están desactivados ahora. Pregúntale a tu docente.',
  studentNumber: 'Tu número de estudiante',
  pin: 'Tu PIN',
  fourDigits: '4 dígitos',
  whereGoing: '¿A dónde vas?',
  askFirst: ' (pide permiso)',
  starting: 'Iniciando...',
  startMyPass: 'Iniciar mi pase',
  emergency: 'Emergencia',
  outWhenBegan: 'Fuera cuando empezó',
  nobodyOut: 'Nadie de esta clase estaba fuera.',
} satisfies TTranslation<typeof en>;
