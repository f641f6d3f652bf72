import { PageMeta } from '@matrimony/ui';
import { PublicFooter } from '../shared/PublicFooter';
import { Features } from './Features';
import { Hero } from './Hero';
import { Pricing } from './Pricing';

export default function LandingPage() {
  return (
    <>
      <PageMeta
        title="India's Most Trusted Matrimonial Platform"
        description="Find your life partner. Sign up free and get 1 month of Premium free, prices 10x lower than other platforms, no marketing calls, and contact details of any profile for ₹49."
        path="/"
      />
      <Hero />
      <Features />
      <Pricing />
      <PublicFooter />
    </>
  );
}
