import PaymentRedirectPage from '../payment-redirect/page';

export const dynamic = 'force-dynamic';

export { generateMetadata } from '../payment-redirect/page';

/** A data subscription's return page (spec §2): the same check and answers as a package's. */
export default PaymentRedirectPage;
