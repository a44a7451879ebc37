import { redirect } from 'next/navigation';

/** The profile area opens on its first screen. */
export default function ProfilePage() {
  redirect('/profile/edit-profile');
}
