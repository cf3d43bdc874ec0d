/**
 * A student's transactions as every role reads them: the table and the types' names. Their own
 * catalogue, so a student's account does not download the teacher's dialogs' texts.
 */
export default {
  typeAssessment: 'Assessment',
  typeBonus: 'Bonus',
  typeFine: 'Fine',
  typePurchase: 'Purchase',
  amount: 'Amount',
  description: 'Description',
  noEditable: 'No editable transactions available',
  noEditableHint: 'Bonuses, fines and purchases can be edited; assessments change through their scores.',
  noTransactions: 'No transactions have posted',
  noTransactionsHint: 'Points earned and spent will be listed here.',
  transactions: 'Transactions',
  date: 'Date',
  type: 'Type',
  actions: 'Actions',
  editTransaction: 'Edit transaction: {name}',
  deleteTransaction: 'Delete transaction: {name}',
} as const;
