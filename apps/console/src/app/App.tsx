import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Router } from 'wouter';
import { fetchMe } from '../features/auth/api.ts';
import { SignIn } from '../features/auth/SignIn.tsx';
import { ApiError } from '../shared/api/client.ts';
import '../shared/i18n/index.ts';
import { session, useSession } from '../shared/session.ts';
import { Toasts } from '../shared/ui/toast.tsx';
import { Shell } from './Shell.tsx';

// Only admin and finance at their first sign-in see it; the QR code library travels with it.
const Enrolment = lazy(() => import('../features/auth/Enrolment.tsx'));

export const newQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5_000,
        // A refusal (4xx) will not change on retry; a network blip may.
        retry: (n, e) => !(e instanceof ApiError && e.status >= 400 && e.status < 500) && n < 2,
      },
    },
  });

/** Signed out: sign-in. Admin or finance without a second factor: enrolment. Otherwise the console. */
function Gate() {
  const { token, me } = useSession();
  useEffect(() => {
    // A saved session is checked against the server (it may have expired or been ended): an unauthorized answer
    // ends it here through the API client.
    if (token)
      fetchMe()
        .then((m) => session.update(m))
        .catch(() => undefined);
  }, [token]);
  if (!token || !me) return <SignIn />;
  if (me.twoFactor === 'enrol')
    return (
      <Suspense fallback={null}>
        <Enrolment />
      </Suspense>
    );
  return <Shell />;
}

export function App({ client, base = '/admin' }: { client?: QueryClient; base?: string }) {
  const [queries] = useState(() => client ?? newQueryClient());
  const { token } = useSession();
  // A new operator never sees the previous one's cached data.
  useEffect(() => {
    if (!token) queries.clear();
  }, [token, queries]);
  return (
    <QueryClientProvider client={queries}>
      <Router base={base}>
        <Gate />
      </Router>
      <Toasts />
    </QueryClientProvider>
  );
}
