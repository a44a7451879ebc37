'use client';

import { useTranslations } from 'next-intl';
import { useSession } from '@/lib/auth/use-session';
import { AvatarUpload } from './avatar-upload';
import { ProfileForm } from './profile-form';

/** The edit-profile screen: the account comes from the browser's session (the API needs its access token anyway). */
export function EditProfile({ demo }: { demo: boolean }) {
  const t = useTranslations('profile');
  const { user } = useSession();
  if (!user) {
    return (
      <p role="status" className="py-10 text-center text-slate-600">
        {t('loading')}
      </p>
    );
  }
  return (
    <div className="grid items-start gap-6 lg:grid-cols-3">
      <AvatarUpload user={user} />
      <div className="lg:col-span-2">
        <ProfileForm key={user.id} user={user} demo={demo} />
      </div>
    </div>
  );
}
