import { useRef } from 'react';
import { scrollToSection } from '@/lib/scroll-to-section';
import { Articles } from '@/features/landing/components/articles';
import { FeatureBlocks } from '@/features/landing/components/feature-blocks';
import { Hero } from '@/features/landing/components/hero';
import { ProductGrid } from '@/features/landing/components/product-grid';
import { InsuranceRequestSection } from '@/features/landing/components/insurance-request-section';
import { Testimonials } from '@/features/landing/components/testimonials';

/** Route `/`. Rendered inside the shell's <main> (the footer is the shell's, on every screen); never creates a router. */
export default function LandingPage() {
  const gridHeading = useRef<HTMLHeadingElement>(null);
  const exploreProducts = () => {
    const heading = gridHeading.current;
    scrollToSection(heading?.closest('section') ?? null, heading);
  };
  return (
    <div>
      <Hero onExplore={exploreProducts} />
      <FeatureBlocks />
      <ProductGrid headingRef={gridHeading} />
      <Testimonials />
      <InsuranceRequestSection />
      <Articles />
    </div>
  );
}
