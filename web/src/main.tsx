// First: sets zod up for the CSP before any module parses with it.
import './lib/zod-csp';
import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { ConfigErrorScreen } from './app/ConfigErrorScreen';
import { loadConfig } from './lib/config';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

// index.html carries a title and description for crawlers and the boot screen; from now on each page
// renders its own (React hoists them into <head>), so the static ones must not linger beside them.
for (const element of document.head.querySelectorAll('title, meta[name="description"]')) element.remove();

async function start(): Promise<void> {
  try {
    await loadConfig();
  } catch (error) {
    console.error(error);
    root.render(<ConfigErrorScreen error={error} onRetry={start} />);
    return;
  }
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
