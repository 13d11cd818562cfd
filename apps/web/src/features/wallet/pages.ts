export { DepositFlow } from './deposit-flow';
export { TransactionsView } from './transactions-view';
