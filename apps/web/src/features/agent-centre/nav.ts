import { createContext, useContext } from 'react';

/** Moves the agent centre to another entry with a parameter (team management opens a member's account details). */
export interface AgentNav {
  go(page: string, params?: Record<string, string>): void;
  params: Record<string, string>;
}
export const AgentNavContext = createContext<AgentNav>({ go: () => undefined, params: {} });
export const useAgentNav = () => useContext(AgentNavContext);
