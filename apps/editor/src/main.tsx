import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './shell/App';
import './styles/tokens.css';
import './styles/base.css';
import './styles/controls.css';
import './styles/layout.css';
import './styles/panels.css';
import './styles/dialog.css';
import './styles/store-orders.css';
import './styles/order-shipments.css';
import './styles/page-editor.css';
import './styles/page-settings.css';
import './styles/settings.css';
import './styles/rich-text.css';
import './styles/imports.css';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
