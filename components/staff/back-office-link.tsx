import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button-styles';
import { BACK_OFFICE_HREF } from '@/lib/staff-desks';

/** Every desk's way back to the back office, where the member's other desks are. */
export function BackOfficeLink() {
  const t = useTranslations('staff.backOffice');
  return (
    <Link href={BACK_OFFICE_HREF} className={buttonClass('secondary', 'md', 'mt-6')} data-testid="to-back-office">
      {t('title')}
    </Link>
  );
}
