import { createRoot } from 'react-dom/client';
import './styles/theme.css';

// Replaced by the app shell (client/app/App.tsx).
createRoot(document.getElementById('root')!).render(<h1>Aether Kingdoms</h1>);
