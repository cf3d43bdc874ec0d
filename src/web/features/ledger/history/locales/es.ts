import type { TTranslation } from '../../../../../shared/i18n/catalogue';
import type en from './en';

export default {
  typeAssessment: 'Evaluación',
  typeBonus: 'Bonificación',
  typeFine: 'Multa',
  typePurchase: 'Compra',
  amount: 'Cantidad',
  description: 'Descripción',
  noEditable: 'No hay movimientos que puedas editar',
  noEditableHint: 'Puedes editar bonificaciones, multas y compras; las evaluaciones cambian con sus calificaciones.',
  noTransactions: 'Todavía no hay movimientos',
  noTransactionsHint: 'Aquí verás los puntos ganados y gastados.',
  transactions: 'Movimientos',
  date: 'Fecha',
  type: 'Tipo',
  actions: 'Acciones',
  editTransaction: 'Editar movimiento: {name}',
  deleteTransaction: 'Eliminar movimiento: {name}',
} satisfies TTranslation<typeof en>;
