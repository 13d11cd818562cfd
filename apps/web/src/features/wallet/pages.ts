export { DepositFlow } from './deposit-flow';
