import { type ConsoleAction, may } from '@portal/contracts/console';
import { useSession } from './session.ts';

/** Whether the signed-in operator's role may do something: screens and buttons follow the server's own table. */
export function useMay(action: ConsoleAction): boolean {
  const { me } = useSession();
  return me ? may(me.role, action) : false;
}
