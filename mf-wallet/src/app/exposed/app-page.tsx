import {
  appTabModules,
  appTabs,
  RemoteMount,
  remoteModules,
  useAvailability,
  useContactDialog,
  useMediaQuery,
  type AppTab,
} from 'shared-ui';
import { Icon } from '@/components/icon';
import { SectionTabs, type SectionTab } from '@/components/section-tabs';
import { DESKTOP_QUERY } from '@/config/breakpoints';
import { ExploreNew } from '@/features/explore/components/explore-new';
import { WalletPolicies } from '@/features/policies/components/wallet-policies';
import { useNavigationTab } from '../use-navigation-tab';
import styles from './app-page.module.css';

/** Route /app (guarded by the shell). Rendered inside the shell's <main>; never creates a router. */
export default function AppPage() {
  const [tab, setTab, claimPolicyNumber] = useNavigationTab(appTabs.policies);
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const openContact = useContactDialog((s) => s.open);
  const { canMount } = useAvailability();

  const allTabs: SectionTab<AppTab>[] = [
    {
      id: appTabs.policies,
      label: 'Tus seguros',
      icon: 'wallet',
      render: () => <WalletPolicies onExplore={() => setTab(appTabs.explore)} />,
    },
    {
      id: appTabs.consultas,
      label: 'Consultas',
      icon: 'chat',
      render: () => <RemoteMount {...remoteModules.consultasTab} />,
    },
    { id: appTabs.explore, label: 'Explorar nuevos', icon: 'compass', render: () => <ExploreNew /> },
    {
      id: appTabs.claims,
      label: 'Reclamos de Siniestros',
      icon: 'alert',
      render: () => <RemoteMount {...remoteModules.claimsForm} props={{ policyNumber: claimPolicyNumber }} />,
    },
  ];
  // A tab whose content is another remote's module is listed once that module is available.
  const tabs = allTabs.filter((t) => {
    const embedded = appTabModules[t.id];
    return !embedded || canMount(embedded);
  });

  return (
    <div className={styles.page}>
      <SectionTabs
        tabs={tabs}
        selected={tab}
        onSelect={setTab}
        layout={desktop ? 'sidebar' : 'select'}
        label="Mi cuenta"
        extra={
          canMount(remoteModules.contactDialog) ? (
            <button
              type="button"
              className={desktop ? styles.contactSidebar : styles.contactMobile}
              onClick={() => openContact()}
            >
              <Icon name="mail" size={22} />
              <span>Contactanos</span>
            </button>
          ) : null
        }
      />
    </div>
  );
}
