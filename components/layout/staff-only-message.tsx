import { Container } from '@/components/ui/container';

/** What a signed-in member without the desk's role sees on a staff page: its title and why it is closed to them. */
export function StaffOnlyMessage({ title, message }: { title: string; message: string }) {
  return (
    <Container className="grid gap-4 py-14">
      <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
      <p className="text-slate-700">{message}</p>
    </Container>
  );
}
