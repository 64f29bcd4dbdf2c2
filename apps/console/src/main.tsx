import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
// The portal's design tokens, bundled into the console's own CSS (one source for both apps).
import '../../web/src/shared/theme/tokens.css';
import '../../web/src/shared/ui/buttons.css';
import './shared/theme/console.css';
import { applyTheme } from './shared/theme/theme.ts';

applyTheme();
const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
