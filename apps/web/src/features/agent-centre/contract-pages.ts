import type { TContractKind } from '@portal/contracts/agent-contracts';

/** The agent centre's page key of each contract kind (the spec's menu keys). */
export const CONTRACT_PAGE: Record<TContractKind, string> = {
  dividend: 'agentDividendRecordCopy2',
  daily: 'agentDailyWages2',
  hourly: 'agentHourSalary',
  realtime: 'agentRealtimeSalary',
};

/** A dividend's cycles, shortest first. */
