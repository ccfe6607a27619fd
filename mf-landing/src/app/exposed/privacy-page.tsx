import { PageHero } from '@/components/page-hero';
import { PrivacyPolicy } from '@/features/privacy/components/privacy-policy';
import { controller, privacyMeta } from '@/features/privacy/content';

/** Route `/privacy`. */
export default function PrivacyPage() {
  return (
    <div>
      <PageHero
        title={privacyMeta.title}
        eyebrow={controller.name}
        lead={privacyMeta.lead}
        meta={<time dateTime={privacyMeta.lastUpdatedIso}>{privacyMeta.lastUpdated}</time>}
      />
      <PrivacyPolicy />
    </div>
  );
}
