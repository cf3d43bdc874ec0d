/**
 * The economy kernel: the only code that moves points and stock. Features that charge, refund or
 * take stock call these; none writes the ledger or a stock count itself.
 */
export {
  assessmentSums,
  balanceOfStudent,
  ledgerSumsByStudent,
  scoredRowsOf,
  totalsByStudent,
  totalsFromRows,
} from './balances';
export { recordEntries, removeEntry, reviseEntry, type TeacherEntry } from './entries';
export { isPrimeActive, type PrimeFields } from './prime';
export { refund, type RefundEntry } from './refund';
export { type ChargeEntry, type EconomySource, reprice, spend, type SpendRules, type StockLine } from './spend';
export { takeAtMost, type TakenAtMost } from './take-at-most';
export {
  returnStock,
  setStockLevel,
  shortageRefusal,
  shortfallOf,
  stockRefusal,
  takeStock,
  type TakenStock,
} from './stock';
export {
  type LockedStudent,
  lockStudent,
  lockStudentsById,
  lockStudentsOfTeacher,
  lockWithItsStudents,
} from './student-lock';
