import type { TTranslation } from '../../../../shared/i18n/catalogue';
import type en from './en';

export default {
  required: 'Obligatorio',
  notInCourse: 'no está en ningún curso',
  noStudentNumber: 'Ninguno de tus estudiantes tiene el número {number}',
  typeTitle: 'Pase de pasillo',
  boughtDescription: 'Pase de pasillo: {destination} ({minutes} min)',
  kioskFreeDescription:
    'Pase de pasillo en el quiosco: {destination} ({minutes} min), gratis porque los PIN del quiosco están desactivados',
  deletedRefund: 'Pase de pasillo eliminado: reembolso',
  notApprovedRefund: 'Pase de pasillo no aprobado: reembolso',
  lineLeftRefund: 'Salió de la fila del pase: reembolso',
  withdrawnRefund: 'Solicitud de pase retirada: reembolso',
  emergencyEndedRefund: 'Pase terminado por una emergencia: reembolso',
  emergencyLineRefund: 'Fila de pases cerrada por una emergencia: reembolso',
  emergencyRequestRefund: 'Solicitud de pase cerrada por una emergencia: reembolso',
  expiredRefund: 'Pase de pasillo sin usar eliminado tras mucho tiempo: reembolso',
  lateDescription: 'Regresó tarde de {destination}: {minutes} min de más',
  fineTitle: 'Multa agregada',
  fineContent: '{description}. Multa de {points}.',
  lateFineTeacherTitle: 'Multa por regresar tarde',
  lateFineTeacher: '{student} regresó {minutes} min tarde de {destination}: multa de {points}.',
  lateFineTeacherCapped:
    '{student} regresó {minutes} min tarde de {destination}. La multa era de {due}; se tomaron {taken}, todo lo que permitía su saldo: una multa por regresar tarde nunca deja el saldo por debajo de 0.',
  refundedTitle: 'Pase de pasillo reembolsado',
  refundedContent: 'Tu docente quitó tu pase de pasillo ({destination}). Se devolvieron {points} a tu cuenta.',
  approvedTitle: 'Pase de pasillo aprobado',
  approvedGo: 'Tu docente aprobó tu pase a {destination}. Ya puedes ir.',
  approvedInLine: 'Tu docente aprobó tu pase a {destination}. Estás en la fila: empieza cuando se libere un lugar.',
  notApprovedTitle: 'Pase de pasillo no aprobado',
  notApprovedContent: 'Tu docente no aprobó tu pase a {destination} esta vez.',
  notApprovedRefunded: 'Tu docente no aprobó tu pase a {destination} esta vez. Se devolvieron {points} a tu cuenta.',
} satisfies TTranslation<typeof en>;
