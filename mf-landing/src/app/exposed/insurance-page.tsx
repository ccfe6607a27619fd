import { Navigate, useParams } from 'react-router';
import { paths } from 'shared-ui';
import { PageHero } from '@/components/page-hero';
import {
  Closing,
  Covered,
  Faqs,
  Guide,
  KeyFacts,
  NotCovered,
  QuoteLink,
  Reasons,
} from '@/features/insurance/components/insurance-details';
import { insuranceContent, isInsuranceType } from '@/features/insurance/content';

/** Route `/insurance/:type` for bike and home; any other type goes back home. */
export default function InsurancePage() {
  const { type } = useParams();
  if (!isInsuranceType(type)) return <Navigate to={paths.home.href()} replace />;
  const content = insuranceContent[type];
  return (
    <div key={type}>
      <PageHero icon={content.icon} eyebrow={content.eyebrow} title={content.title} lead={content.lead}>
        <QuoteLink content={content} />
      </PageHero>
      <KeyFacts content={content} />
      <Reasons content={content} />
      <Covered content={content} />
      <NotCovered content={content} />
      <Guide content={content} />
      <Faqs content={content} />
      <Closing content={content} />
    </div>
  );
}
