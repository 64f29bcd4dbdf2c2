import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import './shared/i18n/index.ts';
import { expireBootShell } from './shared/ui/boot-shell.ts';
import { applyTheme, useUi } from './shared/ui/store.ts';
import './shared/theme/tokens.css';
import './shared/ui/buttons.css';
import './shared/ui/ui.css';
import './features/layout/layout.css';

applyTheme(useUi.getState().theme);
expireBootShell();

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
