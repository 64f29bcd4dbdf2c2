import { useEffect } from 'react';
import { Redirect } from '../../shared/router.tsx';
import { useSession } from '../../shared/session/store.ts';
import { useUi } from '../../shared/ui/store.ts';

/** /login (the target of the loginedToHomePage rule): the login popup over an empty page. */
export default function LoginPage() {
  const token = useSession((s) => s.token);
  const show = useUi((s) => s.show);
  useEffect(() => {
    if (!token) show('login', { tab: 'login' });
  }, [token, show]);
  return token ? <Redirect to="/" replace /> : <div className="page" />;
}
