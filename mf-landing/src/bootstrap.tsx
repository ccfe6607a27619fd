import { createRoot } from 'react-dom/client';
import LandingPage from './app/exposed/landing-page';
createRoot(document.getElementById('root')!).render(<LandingPage />);
