import type { ReactNode } from 'react';
import { Prefs } from '../../shared/ui/Prefs.tsx';

export function AuthCard({
  title,
  sub,
  wide,
  children,
}: {
  title: string;
  sub: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <main className="auth">
      <div className="auth-prefs">
        <Prefs compact />
      </div>
      <div className={`auth-card${wide ? ' wide' : ''}`}>
        <header>
          <div className="side-mark" aria-hidden>
            OC
          </div>
          <div>
            <h1>{title}</h1>
            <p>{sub}</p>
          </div>
        </header>
        {children}
      </div>
    </main>
  );
}
