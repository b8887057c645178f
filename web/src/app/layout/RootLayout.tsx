import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { Header } from './Header';
import { NavigationProgress } from './NavigationProgress';
import styles from './RootLayout.module.css';
import { ScrollToTop } from './ScrollToTop';

export function RootLayout() {
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        Skip to main content
      </a>
      <NavigationProgress />
      <Header />
      {/* tabIndex lets the skip link and route changes move focus here. */}
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Footer />
      <ScrollToTop />
    </div>
  );
}
