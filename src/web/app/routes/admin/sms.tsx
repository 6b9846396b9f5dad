import { PageHeader } from '@/web/components/layout/page-header';
import { SmsMonth } from '@/web/features/admin/components/sms-month';
import { usePageTitle } from '@/web/lib/use-page-title';

export function Component() {
  usePageTitle('SMS');
  return (
    <>
      <PageHeader
        title="SMS"
        description="Les SMS envoyés par la plateforme, salon par salon, mois par mois."
      />
      <SmsMonth />
    </>
  );
}
