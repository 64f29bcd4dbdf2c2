/** Changes that create value, waiting for a second operator: the gate other modules call, and their kinds. */
export { approvalRepo } from './repo.ts';
export {
  type ApprovalKind,
  approvalKind,
  approvalRef,
  approveIn,
  type Gate,
  gate,
  pendingApprovalCount,
  withdrawIn,
} from './service.ts';
