import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage, notifyProduct, paths, Spinner, useMediaQuery } from 'shared-ui';
import { Carousel } from '@/components/carousel';
import { buttons } from '@/components/buttons';
import { storeQuote } from '@/lib/quote-storage';
import { useGuardedAction } from '@/lib/use-guarded-action';
import { CREATE_QUOTE_ERROR, createHomeQuote } from '../api/create-home-quote';
import { PLANS_ERROR, useProductPackages, type SbiPackage } from '../api/get-product-packages';
import { closestPackageIndex } from '../lib/closest-package';
import type { HomePlansState } from '../lib/plans-state';
import { PackageCard } from './package-card';
import styles from './home-plans.module.css';

export const LOADING_PLANS = 'Buscando la mejor opción...';
export const CAROUSEL_READY_MARK = 'carousel-ready';
/** Wide enough for three plans side by side (each card needs about 20rem). */
export const SIDE_BY_SIDE_QUERY = '(min-width: 1100px)';
const MAX_SIDE_BY_SIDE = 3;

interface PlansCarouselProps {
  packages: SbiPackage[];
  declaredValue: number;
  onSelect: (pkg: SbiPackage) => void;
  busy: boolean;
  selectingId: string | null;
}

function PlansCarousel({ packages, declaredValue, onSelect, busy, selectingId }: PlansCarouselProps) {
  const wide = useMediaQuery(SIDE_BY_SIDE_QUERY);
  useEffect(() => {
    // The e2e benchmark measures 'Ver opciones de seguro' → this mark.
    if (typeof performance !== 'undefined' && typeof performance.mark === 'function')
      performance.mark(CAROUSEL_READY_MARK);
  }, []);
  return (
    <Carousel
      items={packages}
      initialIndex={closestPackageIndex(packages, declaredValue)}
      label="Planes disponibles"
      itemKey={(pkg) => pkg.id}
      slideLabel={(index, count) => `Plan ${index + 1} de ${count}`}
      dotLabel={(pkg, index, count) => `Plan ${index + 1} de ${count}: ${pkg.nombre}`}
      previousLabel="Plan anterior"
      nextLabel="Plan siguiente"
      sideBySide={wide && packages.length <= MAX_SIDE_BY_SIDE}
      renderItem={(pkg) => (
        <PackageCard
          pkg={pkg}
          declaredValue={declaredValue}
          onSelect={onSelect}
          busy={busy}
          selecting={selectingId === pkg.id}
        />
      )}
    />
  );
}

/** The rated packages of the product chosen by the questionnaire; 'Seleccionar Plan' creates the home quote. */
export function HomePlans({ state }: { state: HomePlansState }) {
  const navigate = useNavigate();
  const query = useProductPackages({
    productId: state.productId,
    valorDeclarado: state.declaredValue,
    ubicacion: state.ubicacion,
    construccion: state.construccion,
  });
  const [selectingId, setSelectingId] = useState<string | null>(null);

  const select = useGuardedAction(async (pkg: SbiPackage) => {
    setSelectingId(pkg.id);
    try {
      const quote = await createHomeQuote({
        productId: state.productId,
        packageId: pkg.id,
        selectedPackage: pkg.nombre,
        declaredValue: state.declaredValue,
        ubicacion: state.ubicacion,
        construccion: state.construccion,
        ...state.userData,
      });
      storeQuote(quote);
      navigate(paths.compare.href('home'));
    } catch (error) {
      console.error('[mf-quote] POST /quote/create (hogar) falló', error);
      notifyProduct.error(errorMessage(error, CREATE_QUOTE_ERROR));
      setSelectingId(null);
    }
  });

  if (query.status === 'error') {
    return (
      <div role="alert" className={styles.problem}>
        <p className={styles.problemTitle}>{PLANS_ERROR}</p>
        {query.error !== PLANS_ERROR ? <p>{query.error}</p> : null}
        <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={query.reload}>
          Reintentar
        </button>
      </div>
    );
  }

  if (query.status !== 'success') return <Spinner fullScreen showLabel label={LOADING_PLANS} />;

  const packages = query.data.paquetes ?? [];
  if (packages.length === 0) {
    return (
      <p role="status" className={styles.problem}>
        No hay planes disponibles para estos datos. Probá con otro valor o pedí una propuesta a medida.
      </p>
    );
  }
  return (
    <PlansCarousel
      packages={packages}
      declaredValue={state.declaredValue}
      onSelect={(pkg) => void select.run(pkg)}
      busy={select.busy}
      selectingId={selectingId}
    />
  );
}
