import { PageHero } from '@/components/page-hero';
import { AboutCta } from '@/features/about/components/about-cta';
import { HowWeWork, TeamAndVision, WhyWeExist } from '@/features/about/components/about-sections';
import { StoryTimeline } from '@/features/about/components/story-timeline';
import { intro } from '@/features/about/content';

/** Route `/quienes-somos`. */
export default function AboutPage() {
  return (
    <div>
      <PageHero title={intro.title} lead={intro.lead} />
      <StoryTimeline />
      <WhyWeExist />
      <HowWeWork />
      <TeamAndVision />
      <AboutCta />
    </div>
  );
}
