/**
 * What the schemas cannot say about an operation: who may call it, its limits, what it does with what it is given.
 * Each entry's text (CommonMark) becomes the description of its operations in the contract; `call` is how the
 * operation is called, in short.
 */
export const operationNotes: ReadonlyArray<{ operations: readonly string[]; call: string; note: string }> = [
  {
    operations: ['GET /api/openapi.json'],
    call: '`GET /api/openapi.json`',
    note: 'this contract: OpenAPI 3.1, built from the route table and the zod schemas the routes validate with; `public, max-age=300`',
  },
  {
    operations: ['GET /api/docs', 'GET /api/docs/{asset}'],
    call: '`GET /api/docs`',
    note: "the contract's reference page (Swagger UI, its files served from this server); in demo unless `API_REFERENCE_PAGE=false`, in production only with `API_REFERENCE_PAGE=true`",
  },
  {
    operations: ['GET /api/health', 'GET /api/health/ready', 'GET /api/health/live', 'GET /api/ping'],
    call: '`GET /api/health/ready` (also `GET /api/health`), `GET /api/health/live`, `GET /api/ping`',
    note: 'readiness (200 or 503 with each check: database, migrations, Redis, job workers, shutdown) and liveness; [operations](operations.md#health)',
  },
  {
    operations: ['GET /api/v1/common/areas'],
    call: '`GET /api/v1/common/areas?isFilter&type&governorateId&page&pageSize`',
    note: 'paginated; `type` is the zone kind (residential, investment, commercial, industrial, agricultural, coastal)',
  },
  {
    operations: ['GET /api/v1/common/property-category/{id}'],
    call: '`GET /api/v1/common/property-category/{dealTypeId}?isFilter&type`',
    note: 'categories offered for a deal type (1 sale, 2 rent, 3 exchange, 4 wanted for rent, 5 wanted for sale; 0 any)',
  },
  {
    operations: ['GET /api/v1/common/property-types/{id}'],
    call: '`GET /api/v1/common/property-types/{categoryId}?isFilter`',
    note: 'property types of a category (0 all)',
  },
  {
    operations: ['GET /api/v1/common/seo-config'],
    call: '`GET /api/v1/common/seo-config?screen&lang`',
    note: 'SEO fields of a screen in one language; other query keys are ignored',
  },
  {
    operations: [
      'GET /api/v1/common/disclaimer/{id}',
      'GET /api/v1/common/header-sections',
      'GET /api/v1/common/sectors',
      'GET /api/v1/common/banks',
    ],
    call: '`GET /api/v1/common/disclaimer/{id}`, `GET /api/v1/common/header-sections`, `GET /api/v1/common/sectors`, `GET /api/v1/common/banks`',
    note: 'reference lists',
  },
  {
    operations: ['POST /api/v1/common/blocks'],
    call: '`POST /api/v1/common/blocks {keys: string[]}`',
    note: 'content blocks (about-us, privacy-statement, terms-conditions, account-deletion)',
  },
  {
    operations: ['POST /api/v1/common/newsletter-subscribers'],
    call: '`POST /api/v1/common/newsletter-subscribers {email}`',
    note: '201 `{subscribed: true}`, the same for an address already subscribed (the list cannot be probed); a new, pending, unsubscribed or bounced address is e-mailed a signed confirm link (double opt-in, valid 7 days, page `/{locale}/newsletter/confirm?token=`) and gets nothing until it is opened; `NEWSLETTER_SIGNUPS_PER_IP_HOUR` per address, then 429',
  },
  {
    operations: ['GET /api/v1/newsletter/opened'],
    call: '`GET /api/v1/newsletter/opened?token=`',
    note: "the open pixel at the end of every newsletter e-mail's HTML part (the text part has none); the token, signed for `newsletter-open`, names one delivery and does not expire. Always 200 with a transparent 1×1 GIF, `no-store, private`, `Cross-Origin-Resource-Policy: cross-origin` (webmail shows it from another site), no cookie, whatever the token: a missing, altered or other-purpose token gets the same image, so it tells nothing. A valid token's first fetch sets the delivery's `opened_at`; later fetches keep it. `NEWSLETTER_OPENS_PER_IP_HOUR` opens recorded per address; past it the image is answered and nothing recorded",
  },
  {
    operations: ['GET /api/v1/newsletter/unsubscribe', 'POST /api/v1/newsletter/unsubscribe'],
    call: '`GET|POST /api/v1/newsletter/unsubscribe?token=&locale=`',
    note: "every newsletter e-mail's `List-Unsubscribe` address (with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`, RFC 8058). `GET` answers 303 to the page `/{locale}/newsletter/unsubscribe?token=`, which asks first; `POST` (a form body `List-Unsubscribe=One-Click`, from a mail provider, or the page's button) unsubscribes at once: 200 `{unsubscribed: true}`, again the same. A token altered or of another purpose → 403 `LINK_INVALID`; never cached",
  },
  {
    operations: ['GET /api/v1/auth/registrations-reasons'],
    call: '`GET /api/v1/auth/registrations-reasons`',
    note: 'reasons offered at sign-up',
  },
  {
    operations: ['POST /api/v1/members/contactUs'],
    call: '`POST /api/v1/members/contactUs {name, phone, email, message}`',
    note: 'stored and forwarded to `CONTACT_INBOX`; `CONTACT_MESSAGES_PER_IP_HOUR` per address, then 429',
  },
  {
    operations: ['POST /api/v1/client-errors'],
    call: '`POST /api/v1/client-errors {source, name?, message, digest?, stack?, path, reloaded}`',
    note: "a browser's crash report, logged (pino, `client error`) and answered 204; `CLIENT_ERRORS_PER_IP_HOUR` per address, then 429",
  },
  {
    operations: ['POST /api/v1/auth/users/sendOTP', 'POST /api/v1/auth/users/sendEmailOTP'],
    call: '`POST /api/v1/auth/users/sendOTP {phone}`, `…/sendEmailOTP {email}`',
    note: 'a 6-digit code (5 min, single use, 5 attempts); within the 60 s cooldown 429 `CODE_ALREADY_SENT`; past `OTP_SENDS_PER_HOUR` (5) per phone or e-mail or `OTP_SENDS_PER_IP_HOUR` (200) per address 429 `RATE_LIMITED` with `Retry-After` (counted in the database, so they hold across instances); same answer for known and unknown numbers',
  },
  {
    operations: ['POST /api/v1/auth/users/login', 'POST /api/v1/auth/users/email-login'],
    call: '`POST /api/v1/auth/users/login {phone, otp, fcmToken}`, `…/email-login {email, otp, fcmToken}`',
    note: '`{isRegistered: false}` for an unknown number (the code stays usable for `register`), else the signed-in member with `token`; 401 `INVALID_LOGIN` for a deleted account',
  },
  {
    operations: ['POST /api/v1/auth/users/verifyOTP', 'POST /api/v1/auth/users/verifyEmailOTP'],
    call: '`POST /api/v1/auth/users/verifyOTP`, `…/verifyEmailOTP`',
    note: 'checks a code without using it: `{verified, isRegistered}`',
  },
  {
    operations: ['POST /api/v1/auth/users/register', 'POST /api/v1/auth/users/email-register'],
    call: '`POST /api/v1/auth/users/register`, `…/email-register`',
    note: "the spec's register payload; the code is checked and used up first, whatever follows (a wrong code is 400 `WRONG_CODE` whether or not the phone or e-mail is taken; one code answers one attempt). Only the contact the code proved is written (taken: 409, told to its owner); the other one given (the e-mail of `register`, the phone of `email-register`) is sent a code of its own and joins from the profile (`POST /members` with that code), so the answer (`email`/`phone` `null`) is the same whether it is registered or not; office accounts: `isOwner: true` + `companyName` + `registrationNumber` (licensed broker) or `isOwner: false` + `companyId` (marketeer)",
  },
  {
    operations: ['POST /api/v1/auth/users/update-third-party-user-info', 'POST /api/v1/auth/users/business-details'],
    call: '`POST /api/v1/auth/users/update-third-party-user-info`, `…/business-details`',
    note: "signed in; complete a Google/Apple account once (a completed account → 409 `ACCOUNT_ALREADY_COMPLETED`): no phone (added from the profile with a code), the e-mail stays the one the provider vouched for (another one is only sent a code, as at `register`), a licensed broker names their uploaded licence in `documentIds` (as `upgrade-account`); a licensed broker's office details (a new name or licence number → licence `pending`; a verified office's name → 409 `OFFICE_NAME_TAKEN`)",
  },
  {
    operations: [
      'POST /api/v1/auth/users/identity-nonce',
      'POST /api/v1/auth/users/google-callback-website',
      'POST /api/v1/auth/users/apple-callback-mobile',
    ],
    call: '`POST /api/v1/auth/users/identity-nonce`, `…/google-callback-website {idToken}`, `…/apple-callback-mobile {idToken}`',
    note: "ID token checked against the provider's JWKS (RS256/ES256, issuer, audience, expiry, nonce); account found by issuer+subject, linked by verified e-mail, or created",
  },
  {
    operations: ['POST /api/v1/auth/users/reauthenticate'],
    call: '`POST /api/v1/auth/users/reauthenticate`',
    note: "refresh token from the `refresh-token` header (app) or the HttpOnly cookie (web); rotates it; replayed within `REFRESH_REUSE_GRACE_SECONDS` of its rotation it answers the same successor again (two tabs, a retry), replayed later it revokes its whole family. The new access token keeps the session's sign-in time (`auth_time`)",
  },
  {
    operations: ['POST /api/v1/auth/users/logout'],
    call: '`POST /api/v1/auth/users/logout`',
    note: 'revokes the session server-side',
  },
  {
    operations: ['POST /api/v1/auth/supporting-documents', 'GET /api/v1/auth/supporting-documents/{id}'],
    call: '`POST /api/v1/auth/supporting-documents` (multipart `files`, ≤ 4), `GET …/supporting-documents/{id}`',
    note: 'licence documents; served to their owner only',
  },
  {
    operations: ['GET /api/v1/members/myAccount', 'POST /api/v1/members'],
    call: '`GET /api/v1/members/myAccount`, `POST /api/v1/members {firstName, lastName, email?, phone?, otp?}`',
    note: 'a new phone or e-mail needs a code sent to it (`otp`); changing the phone or e-mail or removing the phone (`phone: ""`) also needs a sign-in within the last 5 minutes, else 403 `RECENT_SIGN_IN_REQUIRED`; the e-mail cannot be removed. The new contact\'s code is checked and used up before a taken contact answers 409, so only its owner learns that. The former phone or e-mail is told of the change (SMS or e-mail, job `contact-change-notice`, the new contact masked)',
  },
  {
    operations: ['POST /api/v1/members/uploadAvatar'],
    call: '`POST /api/v1/members/uploadAvatar` (multipart `avatar`)',
    note: 'checked by magic bytes and size, re-encoded to WebP, random name',
  },
  {
    operations: ['POST /api/v1/members/step-up'],
    call: '`POST /api/v1/members/step-up {channel: phone|email, otp}`',
    note: "signed in: a code sent to one of the member's current contacts (`sendOTP`/`sendEmailOTP`) answers `{token}`, an access token whose sign-in time is now, for the contact change",
  },
  {
    operations: ['DELETE /api/v1/members'],
    call: '`DELETE /api/v1/members {otp}`',
    note: "code sent to the own phone; in one transaction blocks sign-in, revokes all sessions, withdraws the member's ads (their pages and the lists expired at once; the ad and its phone reveal answer 404), unsubscribes the newsletter, hides an office and detaches its marketeers; data and every stored file purged `ACCOUNT_PURGE_DAYS` later (`npm run jobs:purge`, also in the daily maintenance job), payment records kept anonymously ([docs/privacy-and-retention.md](privacy-and-retention.md))",
  },
  {
    operations: ['GET /api/v1/members/my-data'],
    call: '`GET /api/v1/members/my-data`',
    note: "signed in: the caller's own data (profile, ads, favourites, saved searches, finance and appraisal requests, orders and payments, ledger, estimates) as a JSON attachment, `private, no-store`",
  },
  {
    operations: ['GET /api/v1/members/business/all'],
    call: '`GET /api/v1/members/business/all`',
    note: 'licensed offices a marketeer can join',
  },
  {
    operations: ['GET /api/v1/members/offices'],
    call: '`GET /api/v1/members/offices?q&governorateId&areaId&sectorId&sort&page`',
    note: "licensed offices, 10 a page: `{id, name, logo, licenceVerified, licence, areas, activeAds, joinedAt}`; `licence` is what visitors are told: `verified` only once an operator approved it, `under-review` until then (no status or pending), `not-verified` when rejected (the same field on an ad's `advertiser` and on a broker profile)",
  },
  {
    operations: ['GET /api/v1/members/sort-options'],
    call: '`GET /api/v1/members/sort-options`',
    note: 'the orders of the office and marketeer lists: `newest`, `oldest`, `most-ads`, `name`',
  },
  {
    operations: ['GET /api/v1/members/{id}', 'GET /api/v1/members/fact/{id}'],
    call: '`GET /api/v1/members/{id}`, `GET /api/v1/members/fact/{id}`',
    note: "an office's public profile and facts (`totalAds, activeAds, marketeers, joinedAt, phoneReveals`); anyone but a licensed office → 404",
  },
  {
    operations: ['GET /api/v1/members/ads/{id}', 'POST /api/v1/members/active-ads/{id}'],
    call: '`GET /api/v1/members/ads/{id}?page`, `POST /api/v1/members/active-ads/{id}?page {dealType?, areaId?}`',
    note: "the office's live ads and its accepted marketeers', 10 a page (the POST only reads; its body narrows)",
  },
  {
    operations: ['GET /api/v1/members/marketeers/{id}'],
    call: '`GET /api/v1/members/marketeers/{id}?sort&status&q`',
    note: 'accepted marketeers; the office itself (Bearer) also sees requests (`status=pending|accepted|all`) and phones',
  },
  {
    operations: ['DELETE /api/v1/members/marketeers/{id}', 'POST /api/v1/members/marketeers/{id}/accept'],
    call: '`DELETE /api/v1/members/marketeers/{id}`, `POST /api/v1/members/marketeers/{id}/accept`',
    note: "signed-in licensed office only (a marketeer or regular member → 403; another office's marketeer → 404): remove or decline, accept; the marketeer is told",
  },
  {
    operations: ['POST /api/v1/members/update-broker-information', 'GET /api/v1/members/broker-information'],
    call: '`POST /api/v1/members/update-broker-information {companyName, registrationNumber, about, contactPhone?, whatsapp?, website?, instagram?, facebook?, twitter?, areaIds, sectorIds, opensAt, closesAt, licenceDocumentId?, allowMarketeerBrokerAds?}`, `GET /api/v1/members/broker-information`',
    note: "the caller's own office (no id to pass; others → 403); a changed name, licence number or document → licence `pending`; a name another verified office carries → 409 `OFFICE_NAME_TAKEN`",
  },
  {
    operations: ['POST /api/v1/members/uploadStamp', 'POST /api/v1/members/{id}/phone'],
    call: '`POST /api/v1/members/uploadStamp` (multipart `stamp`), `POST /api/v1/members/{id}/phone`',
    note: "the office stamp (like an avatar); an office's number revealed and counted",
  },
  {
    operations: ['GET /api/v1/common/similar-offices'],
    call: '`GET /api/v1/common/similar-offices?areaId&page&exceptId`',
    note: 'offices working in the area, verified first, 10 a page',
  },
  {
    operations: [
      'GET /api/v1/operator/licences',
      'POST /api/v1/operator/licences/{id}/decision',
      'GET /api/v1/operator/licences/{id}/document',
    ],
    call: '`GET /api/v1/operator/licences?status`, `POST /api/v1/operator/licences/{id}/decision {decision: approve} | {decision: reject, reason}`, `GET /api/v1/operator/licences/{id}/document`',
    note: 'operator role only (else 403): the queue, the decision (a licence not pending → 404; approving a name another verified office carries → 409 `OFFICE_NAME_TAKEN`; the broker is told), the private document',
  },
  {
    operations: [
      'GET /api/v1/operator/moderation',
      'POST /api/v1/operator/moderation/ads/{id}/decision',
      'POST /api/v1/operator/moderation/ads/{id}/take-down',
      'GET /api/v1/operator/moderation/reported',
      'POST /api/v1/operator/moderation/ads/{id}/reports/dismiss',
    ],
    call: '`GET /api/v1/operator/moderation?after&ad`, `GET /api/v1/operator/moderation/reported?after&ad`, `POST /api/v1/operator/moderation/ads/{id}/reports/dismiss {note?}`, `POST /api/v1/operator/moderation/ads/{id}/decision {decision: approve, note?} | {decision: reject, reasonCode, note?}`, `POST /api/v1/operator/moderation/ads/{id}/take-down {reasonCode, note?}`',
    note: "operator role only (else 403), never cached: the ads the automated checks held (issue 29), the longest-waiting first, 20 a page (`next` is the `after` of the next page, null on the last; `ad` narrows the desk to one ad, none when it does not wait), each with its `signals` and their evidence, the advertiser's history and the reports against it; the desk's `health` (waiting, oldest, median hours to a decision over 7 days); the `reasons` catalogue. Approving makes the ad live (a held publication gets a full period from now; a held edit of a live ad keeps its dates); rejecting sets status 3 with the reason (unknown code → 400 `fieldErrors.reasonCode`); an ad not waiting → 404. Taking down a live ad (not live → 409) rejects it the same way and tells its followers. Every decision is written to the staff audit log and told to the owner (`ad-approved`, `ad-rejected`). `reported`: live ads with open reports too few to hide them (not waiting in the queue), paged and narrowed the same way, with the reports by reason; dismissing closes them as dismissed, tells the signed-in reporters and writes the audit log (no open report, or the ad waits in the queue → 409; unknown → 404). Page: `/profile/moderation` (`?view=reported`, `?after`, `?ad`)",
  },
  {
    operations: [
      'GET /api/v1/operator/verifications',
      'POST /api/v1/operator/verifications/{id}/decision',
      'GET /api/v1/operator/verifications/{id}/files/{file}',
    ],
    call: '`GET /api/v1/operator/verifications?status=pending|granted|refused`, `POST /api/v1/operator/verifications/{id}/decision {decision: grant} | {decision: refuse, reason}`, `GET /api/v1/operator/verifications/{id}/files/plate|document`',
    note: "operator role only (else 403): ads' verification requests (issue 29 §5) with the request's and the ad's unit numbers, the longest-waiting first; a grant writes the unit number onto the ad and starts its badge (`verifiedAt`; the ad's page and the lists expire at once; the ad no longer live → 409), a refusal needs a reason (5–500 characters) the advertiser reads; a request not pending → 404; the advertiser is told (`request-status-changed`); every decision goes to the staff audit log. The private files: `plate` (WebP), `document` (an owner's, else 404). Page: `/profile/ad-verifications`",
  },
  {
    operations: ['GET /api/v1/operator/deals', 'POST /api/v1/operator/deals/{id}/decision'],
    call: '`GET /api/v1/operator/deals?status=pending|approved|rejected`, `POST /api/v1/operator/deals/{id}/decision {decision: approve} | {decision: reject, reason}`',
    note: "market-data role only (else 403), never cached: the deals members registered (`POST /api/v1/deals`, issue 30 §4), waiting ones the longest-waiting first, decided ones the latest 100, each with the member, their notes and the area's median price per m² of the last 12 months for the same category and basis (null without one). Approving adds the deal to the recorded deals (its `source` stays `member`: the deals pages mark it member-reported) and expires the deals pages at once; the area price levels take it in at their daily run. A rejection needs a reason (5–500 characters) the member reads. A deal not waiting → 404. The member is told either way (`request-status-changed`); every decision goes to the staff audit log (`deal.approve`, `deal.reject`). Page: `/profile/deal-reviews`",
  },
  {
    operations: [
      'GET /api/v1/operator/deal-imports',
      'POST /api/v1/operator/deal-imports',
      'GET /api/v1/operator/deal-imports/{id}',
      'POST /api/v1/operator/deal-imports/{id}/commit',
      'POST /api/v1/operator/deal-imports/{id}/discard',
    ],
    call: '`POST /api/v1/operator/deal-imports` (multipart `file`), `GET /api/v1/operator/deal-imports`, `GET /api/v1/operator/deal-imports/{id}`, `POST /api/v1/operator/deal-imports/{id}/commit`, `POST /api/v1/operator/deal-imports/{id}/discard`',
    note: "market-data role only (else 403), never cached: the Ministry of Justice's weekly deals (issue 30 §4). The upload is a dry run: a CSV (UTF-8, comma, semicolon or tab) or an Excel workbook's first sheet (.xlsx), at most `DEAL_IMPORT_MAX_BYTES`, read row by row; the header row (within the first 10 rows) must name the date, area, category, description, size and value columns, in Arabic as the ministry prints them or in English (else 400 `fieldErrors.file` `dealImports.validation.columns`; an .xls or other binary file → `dealImports.validation.format`); block, share sold and building ratio are optional. Each row is accepted or refused with its line, column and reason (`refusals`, the first 2,000); accepted rows already recorded are counted (`duplicateRows`); nothing reaches the recorded deals. `sameFileCommittedAt`: an earlier commit of the very same bytes. Commit adds the accepted rows not recorded by then, once (again → 409, unknown → 404; identical rows count as many sales as the file lists, so the same file twice adds nothing), expires the deals pages and queues the price levels' and the estimator backtest's refresh. Discarding a checked import deletes its staged rows and keeps it listed as `discarded` (a committed or discarded one → 409). Every step goes to the staff audit log (`deal-import.check`, `deal-import.commit`, `deal-import.discard`). Pages: `/profile/deal-imports`, `/profile/deal-imports/{id}`",
  },
  {
    operations: [
      'GET /api/v1/operator/auctions',
      'POST /api/v1/operator/auctions',
      'GET /api/v1/operator/auctions/{id}',
      'PATCH /api/v1/operator/auctions/{id}',
      'POST /api/v1/operator/auctions/{id}/properties',
      'PATCH /api/v1/operator/auctions/properties/{id}',
      'DELETE /api/v1/operator/auctions/properties/{id}',
      'PUT /api/v1/operator/auctions/properties/{id}/file',
      'PUT /api/v1/operator/auctions/properties/{id}/result',
    ],
    call: '`POST /api/v1/operator/auctions {organizerId, titleAr, titleEn, day, time, venueAr, venueEn}`, `PATCH /api/v1/operator/auctions/{id} {…, status}`, `POST /api/v1/operator/auctions/{id}/properties {areaId, propertyKind, paciNumber, plotNumber, sizeSqm, addressAr, addressEn, conditionAr, conditionEn, startingPriceKwd}`, `PUT /api/v1/operator/auctions/properties/{id}/file` (multipart `file`), `PUT /api/v1/operator/auctions/properties/{id}/result {outcome: sold|unsold, finalPriceKwd?}`',
    note: "market-data role only (else 403), never cached: the auction desk (issue 30 §3). `day` and `time` are Kuwait's. The same session sent again (organizer, time, Arabic title) answers 200 with the first one. Status moves: scheduled → postponed, cancelled or completed; postponed → scheduled or cancelled; completed and cancelled are final (→ 409 `AUCTION_CLOSED`; another move → 409 `AUCTION_STATUS_NOT_ALLOWED`); completing needs the session's time passed and every property's result (else 409 `AUCTION_NOT_HELD`); cancelling withdraws the properties still offered. `paciNumber`: 8 digits (a PACI number already in the session → 409 `fieldErrors.paciNumber`); prices are whole KD, answered in fils; the minimum raise per bid follows the starting price. The file is one PDF checked as appraisal reports are (type by its bytes, parsed, `APPRAISAL_REPORT_MAX_BYTES`) and published at `/api/v1/auctions/properties/{id}/file`. Results need the session's time passed (else 409 `AUCTION_NOT_HELD`); a final price below the starting price → 400 `fieldErrors.finalPriceKwd`; the increase is final minus starting price; the same result again changes nothing. Every write goes to the staff audit log (`auction.*`, `auction-property.*`) and expires the `auctions` page tag, so the public auction pages and answers change at once. Page: `/profile/auction-desk`",
  },
  {
    operations: [
      'GET /api/v1/operator/promo-codes',
      'POST /api/v1/operator/promo-codes',
      'POST /api/v1/operator/promo-codes/{id}/end',
    ],
    call: '`GET /api/v1/operator/promo-codes`, `POST /api/v1/operator/promo-codes {code, discountType: percent|fixed, value, packageId?, validFrom, validUntil, maxRedemptions?, perMemberLimit}`, `POST /api/v1/operator/promo-codes/{id}/end`',
    note: 'catalogue role only (else 403), never cached (issue 30 §5). A code is 3–20 letters, digits or dashes, stored upper-case (a code in use → 409 `fieldErrors.code`); `value` is a percentage 1–100 (`percent`) or fils (`fixed`); valid from the start of `validFrom` to the end of `validUntil`, Kuwait days (`validUntil` before `validFrom` → 400); `maxRedemptions` absent for no limit; `packageId` absent for every package (unknown → 400). Members use it at checkout (`promotionCode`); an order keeps the discount it was opened with. Ending sets the end to now (a code already over is left as it was; unknown → 404). Both are written to the staff audit log (`promo-code.create`, `promo-code.end`). Page: `/profile/promo-codes`',
  },
  {
    operations: [
      'GET /api/v1/operator/packages',
      'POST /api/v1/operator/packages/{id}/prices',
      'DELETE /api/v1/operator/packages/{id}/prices/{priceId}',
    ],
    call: '`GET /api/v1/operator/packages`, `POST /api/v1/operator/packages/{id}/prices {priceFils, from, source}`, `DELETE /api/v1/operator/packages/{id}/prices/{priceId}`',
    note: 'catalogue role only (else 403), never cached (issue 30 §5). Every package, retired ones too, with all its prices (the latest start first) and the id of the one in effect. A price (fils) applies from a Kuwait day: today → from this moment, a later day → from its start, replacing a price already set for that day; a past day → 400 `fieldErrors.from`; `source` (5–300 characters) says where the figure comes from. The lists and checkout read the price in effect; an order keeps the price it was opened with; a renewal pays the price in effect when its new period begins, and its notice quotes it. Withdrawing a price that has begun → 409 `PRICE_IN_EFFECT`. Both are written to the staff audit log (`package.price-set`, `package.price-withdraw`); each answer is the whole list. Page: `/profile/package-prices`',
  },
  {
    operations: [
      'GET /api/v1/operator/content/faqs',
      'POST /api/v1/operator/content/faqs',
      'PUT /api/v1/operator/content/faqs/{id}',
      'POST /api/v1/operator/content/faqs/{id}/move',
      'GET /api/v1/operator/content/pages',
      'PUT /api/v1/operator/content/pages/{key}',
      'GET /api/v1/operator/content/banners',
      'POST /api/v1/operator/content/banners',
      'PUT /api/v1/operator/content/banners/{id}',
      'POST /api/v1/operator/content/banners/{id}/move',
      'GET /api/v1/operator/content/seo',
      'PUT /api/v1/operator/content/seo/{id}',
    ],
    call: '`POST|PUT /api/v1/operator/content/faqs[/{id}] {topic, questionAr, questionEn, answerAr, answerEn, isActive}`, `POST …/faqs/{id}/move {direction: up|down}`, `PUT …/pages/{key} {titleAr, titleEn, bodyAr, bodyEn}`, `POST|PUT …/banners[/{id}] {screen, titleAr, titleEn, bodyAr, bodyEn, linkPath|null, active}`, `POST …/banners/{id}/move {direction}`, `PUT …/seo/{id} {…the §3 fields ar+en, schemaData (a JSON object as text, or empty), sitemapPriority 0–1, isActive}`',
    note: "content role only (else 403), never cached (issue 30 §2). `key` is about-us, privacy-statement, terms-conditions or account-deletion; bodies are plain text, paragraphs separated by blank lines. A banner's `linkPath` is a path of this site (`/…`, never `//` or a URL; else 400 `fieldErrors.linkPath`). SEO titles are at most 70 characters and descriptions 160; URLs are https or site paths. Unknown id → 404. Each save is written to the staff audit log with before and after (`faq.create|update|move`, `site-page.update`, `banner.create|update|move`, `seo-config.update`) in its own transaction, then expires at once exactly the pages it changes: the FAQ page (`faqs`), the one content page (`site-page:{key}`), the banner's screens before and after (`banners:{screen}`, also `GET /v1/banners/{screen}`), the SEO screen (`seo:{screen}`, also `GET /v1/common/seo-config`). Page: `/profile/site-content`",
  },
  {
    operations: [
      'GET /api/v1/operator/newsletter/issue',
      'GET /api/v1/operator/newsletter/issues',
      'PUT /api/v1/operator/newsletter/issues/{id}/note',
      'POST /api/v1/operator/newsletter/issues/{id}/send',
      'POST /api/v1/operator/newsletter/issues/{id}/schedule',
      'DELETE /api/v1/operator/newsletter/issues/{id}/schedule',
    ],
    call: '`GET /api/v1/operator/newsletter/issue`, `GET /api/v1/operator/newsletter/issues`, `PUT /api/v1/operator/newsletter/issues/{id}/note {noteAr, noteEn}`, `POST /api/v1/operator/newsletter/issues/{id}/send`, `POST /api/v1/operator/newsletter/issues/{id}/schedule {at}`, `DELETE /api/v1/operator/newsletter/issues/{id}/schedule`',
    note: "content role only (else 403), never cached (issue 30 §7). The coming Saturday's issue (created as a draft on first read, and by the Thursday 09:00 Kuwait job): its state (`draft`, `scheduled`, `sending`, `sent`), notes, the e-mail in Arabic and English (`preview`: subject, HTML, text; the digest is read from the data until sending starts, then frozen on the issue) its deliveries by state (`progress`: queued, sent, failed, skipped) and `opened`, the deliveries whose open pixel was fetched (mail clients that load no images are not counted). `issues`: the latest 12 issues by week, newest first, each with its state, `sentAt`, `recipients`, `progress` and `opened`. Notes are at most 1,000 characters each. Send queues one delivery per confirmed, subscribed, not bouncing address and one job per 500; schedule takes an ISO time with its offset, in the future (else 400 `fieldErrors.at`); an issue sending or sent → 409 `NEWSLETTER_ISSUE_SENT`; unknown → 404. Send, schedule and cancel go to the staff audit log (`newsletter-issue.send`, `.schedule`, `.cancel`). Page: `/profile/newsletter`",
  },
  {
    operations: ['GET /api/v1/operator/orders', 'POST /api/v1/operator/orders/{id}/refund'],
    call: '`GET /api/v1/operator/orders?q=&status=`, `POST /api/v1/operator/orders/{id}/refund {note}`',
    note: "catalogue role only (else 403), never cached (issue 30 §5). `q`: an order number (`#12`), a member's phone (8 digits) or e-mail, or the gateway's charge id (`chg_…`); none lists the latest; `status` narrows either; newest first, at most 50, each with its captured payment and refund. A refund (note 5–500 characters) gives back a paid order's captured charge in full, once: in one transaction the refund request (one per charge), the ledger's reversal of the package's credits not used yet, the order `refunded`, a data subscription's renewal stopped and the audit record (`order.refund`); then the gateway's refunds API is called (the reconciliation job asks again if it does not answer) and the member is told (`payment-refunded`). A refunded order again → no change; an order with no captured payment → 409 `NOT_REFUNDABLE`; unknown → 404. Page: `/profile/orders`",
  },
  {
    operations: [
      'GET /api/v1/operator/members',
      'GET /api/v1/operator/members/{id}',
      'POST /api/v1/operator/members/{id}/suspension',
      'DELETE /api/v1/operator/members/{id}/suspension',
    ],
    call: '`GET /api/v1/operator/members?q=`, `GET /api/v1/operator/members/{id}`, `POST /api/v1/operator/members/{id}/suspension {reason}`, `DELETE /api/v1/operator/members/{id}/suspension {note?}`',
    note: "support role only (else 403), never cached (issue 30 §6). `q`: an e-mail address (any case), a phone number (8 digits, `+965`, spaces and Arabic-Indic digits accepted; also tried as an id), an id (`#12`) or 3+ letters of a name or office name; at most 20 members, newest first; deleted accounts are never found (their file is 404). The file: the account, ads counted by state with the latest 10, balances, the latest 10 orders and requests (appraisal, finance, registered deal), the latest 20 notifications with each channel's delivery, live sign-ins (refresh families neither revoked nor ended) and staff actions on the account. Suspending (reason 5–500 characters) revokes every session at once (an access token still held is 401 on its next request), takes the member's ads off every list and page, and refuses sign-in with 403 `ACCOUNT_SUSPENDED` (after the code or identity was proven); a staff account or the agent's own → 409 `SUSPENSION_NOT_ALLOWED`; again → no change. Lifting brings the ads back. Both are written to the staff audit log (`member.suspend`, `member.lift-suspension`). Pages: `/profile/member-support`, `/profile/member-support/{id}`",
  },
  {
    operations: [
      'GET /api/v1/operator/news',
      'POST /api/v1/operator/news',
      'POST /api/v1/operator/news/preview',
      'POST /api/v1/operator/news/cover',
      'GET /api/v1/operator/news/{id}',
      'PUT /api/v1/operator/news/{id}',
      'POST /api/v1/operator/news/{id}/publish',
      'POST /api/v1/operator/news/{id}/unpublish',
    ],
    call: '`GET /api/v1/operator/news?q&state&page`, `POST /api/v1/operator/news {category, titleAr, titleEn, summaryAr, summaryEn, bodyAr, bodyEn, tags, slug?, coverKey}`, `PUT /api/v1/operator/news/{id}` (the same), `POST /api/v1/operator/news/{id}/publish {at?}`, `POST /api/v1/operator/news/{id}/unpublish`, `POST /api/v1/operator/news/preview {body}`, `POST /api/v1/operator/news/cover` (multipart `cover`)',
    note: 'content role only (else 403), never cached (issue 30 §2). States: `draft` (never published), `scheduled` (published at a later time), `published`, `unpublished`. A new article is a draft; its slug is the one given (taken → 409 `fieldErrors.slug`) or made from the English title (a number added while taken). Bodies are Markdown rendered on the server with raw HTML escaped and links to https or site paths only (`preview` answers the HTML). `publish` without `at`, or with a Kuwait time (`YYYY-MM-DDTHH:mm`) not later than now, publishes now; a later one schedules it: hidden from every public list, page, the sitemap and the API until then, when a queued job expires the news pages. Changes to a shown article expire the news pages and the home page at once. Every write goes to the staff audit log in its transaction (`news.create`, `news.update`, `news.publish`, `news.schedule`, `news.unpublish`). `cover`: a photo checked by its bytes, stored as `news/<hash>.webp` at 1280 × 720 with 640 and 320 widths beside it; its `coverKey` is then saved with the article. Pages: `/profile/news-desk`, `/profile/news-desk/new`, `/profile/news-desk/{id}`',
  },
  {
    operations: ['POST /api/v1/ads/{id}/verification', 'GET /api/v1/ads/{id}/verification'],
    call: '`POST /api/v1/ads/{id}/verification` (multipart `unitNumber`, `files`: the plate photo, then the document), `GET /api/v1/ads/{id}/verification`',
    note: "owner only (another member's ad → 404): asks to verify a live ad (not live, or a request already open → 409): `unitNumber` 8 digits (Arabic-Indic accepted), `files[0]` a photo of the unit's address plate taken at the door (an image, else 400 `adVerifications.validation.platePhoto`), `files[1]` for an owner (not an office) a document of the right to let or sell (image or PDF, else 400 `adVerifications.validation.rightDocument`); private files; `AD_VERIFICATION_REQUESTS_PER_MEMBER_DAY` a day. The badge (`verifiedAt` on the ad and its cards) lapses unless the owner confirms availability again within `VERIFIED_BADGE_LAPSE_DAYS` (14) of the grant or the last confirmation; changing the ad's unit number takes it away. `GET` answers `{verifiedAt, requests}` (the newest 20). Page: `/profile/ads/{id}`",
  },
  {
    operations: ['PUT /api/v1/operator/ads/{id}/featured', 'GET /api/v1/operator/ads/featured'],
    call: '`PUT /api/v1/operator/ads/{id}/featured {featured}`, `GET /api/v1/operator/ads/featured`',
    note: "operator role only (else 403): pick a live ad or take the pick back (`isFeatured`, spec §3's featured flag; a draft or an expired ad → 400 with `fieldErrors.adId`, unknown → 404; the ad's page and the lists expire at once); the newest 50 live picks `{ads, total}`. Page: `/profile/featured-ads`",
  },
  {
    operations: [
      'GET /api/v1/operator/desks',
      'GET /api/v1/operator/staff',
      'POST /api/v1/operator/staff/roles',
      'DELETE /api/v1/operator/staff/{id}/roles/{role}',
      'GET /api/v1/operator/audit-log',
    ],
    call: '`GET /api/v1/operator/desks`, `GET /api/v1/operator/staff`, `POST /api/v1/operator/staff/roles {phone, role}`, `DELETE /api/v1/operator/staff/{id}/roles/{role}`, `GET /api/v1/operator/audit-log?action&entityType&entityId&actor&from&to&before`',
    note: "The back office (issue 30 §1). Roles: `admin` (staff roles, the audit log), `operator` (licences, ad verifications, featured ads), `moderator` (the moderation desk), `market-data` (members' registered deals, the deals imports, auction sessions), `catalogue` (promo codes, package prices, orders and refunds), `support` (member support), `content` (news articles, FAQs, content pages, banners, SEO settings, the weekly newsletter); each desk's routes answer 403 to anyone without its role, never cached. `desks`: any signed-in member's roles and the desks they open (empty for a member who is not staff). Admin only: the staff list; giving a role to the active member with a phone (none → 404 `MEMBER_NOT_FOUND`; a role held already changes nothing); taking one back (the last administrator's → 409 `LAST_ADMIN`); each change is written to the append-only audit log with the roles before and after (`role.grant`, `role.revoke`; `npm run grant-role` writes it with a null actor). The log search: `action` is a prefix (`ad.` finds every ad decision), `actor` a staff member's phone, `from`/`to` Kuwait days; newest first, 50 a page, `next` is the `before` of the next page. Pages: `/profile/back-office`, `/profile/back-office/staff`, `/profile/back-office/audit-log`",
  },
  {
    operations: ['GET /api/v1/operator/dashboard', 'POST /api/v1/operator/jobs/dead-letters/{id}/retry'],
    call: '`GET /api/v1/operator/dashboard`, `POST /api/v1/operator/jobs/dead-letters/{id}/retry`',
    note: "admin only (else 403), never cached (issue 30 §9). The dashboard: `days`, the last 30 Kuwait days oldest first, and per metric one value a day with the total (`newMembers`, `adsPublished`, `ordersPaid` and `revenueFils` by the moment a charge was credited, `refundsFils` refunded by the gateway, `dealsImported` rows a deals import added, `newsletterSent`, `newsletterOpened` by the e-mail's open pixel); `waiting`, what waits at each desk that counts its work; `failedJobs`, per queue, jobs that failed every attempt in the last day and the last 7 (what the queue keeps); `deadLetters`, the newest 100 with the last attempt's error. A retry puts the dead letter's job back on its queue under an id derived from the letter's (a second retry queues nothing more) and takes it off the list; an unknown or already retried letter → 404; written to the audit log (`job.retry`, entity `job`, id 0: the job ids are in its values). Page: `/profile/back-office/dashboard`",
  },
  {
    operations: ['POST /api/v1/members/upgrade-account'],
    call: '`POST /api/v1/members/upgrade-account {isOwner: true, companyName, registrationNumber, documentIds} | {isOwner: false, companyId}`',
    note: "signed in, regular members only (an office account → 409 `CONFLICT`): the account becomes an office account (`memberType` 2). A licensed broker first uploads the licence (`POST …/auth/supporting-documents`) and names it in `documentIds` (the caller's own documents only, else 400); the licence then awaits review, like one given at sign-up (`licence_status` `pending` → `verified` | `rejected`, migration 0012; offices registered before it count as verified). A marketeer names a licensed office (`GET …/business/all`); the office accepts or declines (see Offices). The member is told (`office-event`, `event: upgradeLicensed|upgradeMarketeer`). Form: `/profile/account-settings`",
  },
  {
    operations: ['GET /api/v1/members/notification-settings', 'PUT /api/v1/members/notification-settings'],
    call: '`GET /api/v1/members/notification-settings`, `PUT /api/v1/members/notification-settings {channels, locale, quietHours, newsletter}`',
    note: "signed in: the caller's own settings (no parameter names a member; any query → 400). `channels`: every kind of `lib/notifications/kinds.ts` × `email`, `whatsapp`, `push` as booleans (in-app is always on and not listed); `locale` `ar`|`en`, the language of their messages; `quietHours` `{start, end}` as `HH:MM` (24 h, Kuwait time, different, may pass midnight) or `null`; `newsletter` subscribes or unsubscribes the member's e-mail (`true` without an e-mail → 400 `VALIDATION_FAILED`). `PUT` takes the whole object (an unknown or missing kind or channel → 400) and answers the saved settings; the first `GET` stores the defaults with the `x-localization` language",
  },
  {
    operations: ['GET /api/v1/files/{folder}/{name}'],
    call: '`GET /api/v1/files/{folder}/{name}`',
    note: "public files (avatars, media of live and expired ads, covers of published news), checked on every request (`isPublicAd`: a withdrawn or deleted ad's files answer 404 at once) and cached for `PUBLIC_FILE_MAX_AGE_SECONDS` (5 minutes) rather than a year, so no copy outlives its ad by more; the key is the ETag, so a revalidation is the check and a 304; the media of a pending or rejected ad only to its owner (Bearer or the access cookie), `private, no-store` (a file that any public ad shows stays public)",
  },
  {
    operations: ['GET /api/v1/ads'],
    call: '`GET /api/v1/ads?dealType&areaId&areaIds&categoryId&propertyTypeId&priceMin&priceMax&sizeMin&sizeMax&bedrooms&bedroomsExact&bathrooms&fairPrice&verified&q&sort&page&pageSize`',
    note: 'paginated cards of live ads in the chosen order, with up to `SPECIAL_AD_SLOTS` special ads on top of each page (not counted in `totalItems` or `pageSize`; [ranking](features/ads.md#ranking)); `bedrooms` is at least that many, exactly that many with `bedroomsExact=true`; a card may carry `fairPrice: {level: below|around|above, pricePerSqmFils, medianPricePerSqmFils, differencePercent}` and `fairPrice=` keeps the ads of that level (sale ads only have one); prices in KWD (stored as fils); `q` matches Arabic as Kuwaitis type it (hamza forms, ة/ه, ى/ي, diacritics, tatweel, Arabic-Indic digits) and area names and aliases; a non-digit `areaId` is ignored; `sort` = newest, price-asc, price-desc, size-desc, verified (the ads with a live verified badge first, then the rest, each newest first); `verified=true` keeps only those. One card per unit: live ads of different advertisers with the same unit number and deal type show as their cheapest offer (then the first published), with `offeredBy` (the number of advertisers) when more than one; `totalItems` counts cards. Every card has `verifiedAt` (null when not verified or lapsed)',
  },
  {
    operations: ['GET /api/v1/ads/{id}'],
    call: '`GET /api/v1/ads/{id}`',
    note: "full detail; pending or rejected ads only for their owner; expired ads show as expired; a live sale ad may carry `fairPrice` as on its card plus `basis` (land|built), `deals`, `windowFrom`, `windowTo`; `verifiedAt` (the live badge's grant date or null); `otherOffers`: the other advertisers' live offers of the same unit and deal type, the cheapest first (`{id, priceFils, advertiser: {id, displayName, isOffice}, verifiedAt, publishedAt}`); `unitNumber` (the unit's PACI number) only in the owner's own answer, never a visitor's",
  },
  {
    operations: ['POST /api/v1/ads/{id}/phone'],
    call: '`POST /api/v1/ads/{id}/phone`',
    note: 'reveals the contact phone and counts it; `PHONE_REVEALS_PER_HOUR` per address and per signed-in member, then 429',
  },
  {
    operations: ['POST /api/v1/ads/{id}/reports'],
    call: '`POST /api/v1/ads/{id}/reports`',
    note: 'reports a live ad, signed in or not (`x-uuid` is the visitor); one report per reporter and ad (409 `ALREADY_REPORTED`), `AD_REPORTS_PER_IP_DAY` per address; distinct reporters past the thresholds in `trust_settings` ask the owner to confirm (let or sold) or hide the ad until an operator decides (scam)',
  },
  {
    operations: ['POST /api/v1/ads/{id}/availability'],
    call: '`POST /api/v1/ads/{id}/availability`',
    note: 'the owner answers "still available?" (`available`, `rented`, `sold`): available stamps the confirmation and brings an unconfirmed ad back to the lists; rented or sold ends the offer at once and tells its followers',
  },
  {
    operations: ['POST /api/v1/ads/{id}/availability-answers'],
    call: '`POST /api/v1/ads/{id}/availability-answers`',
    note: "the same answer through the notification's signed link, without signing in: 403 `LINK_INVALID` for an altered token, another ad's or a former owner's, 410 `LINK_EXPIRED` past its validity",
  },
  {
    operations: ['POST /api/v1/ads/{id}/views'],
    call: '`POST /api/v1/ads/{id}/views`',
    note: 'counts a view once per visitor (`x-uuid`) per Kuwait day, at most `VIEWS_COUNTED_PER_IP_DAY` per address (`{counted: false}` past it)',
  },
  {
    operations: ['GET /api/v1/common/similar-properties/{id}'],
    call: '`GET /api/v1/common/similar-properties/{id}?type`',
    note: 'up to 8 similar live ads (area or governorate, deal type, type or category, price or size band)',
  },
  {
    operations: ['POST /api/v1/valuations/ive'],
    call: '`POST /api/v1/valuations/ive {model: land|building, areaId, category, purpose, sizeSqm, block?, streets?, direction?, buildingAge, finishing, floors, basement, floorType?, curbSetbacks?}`',
    note: "an instant value estimate (`lib/schemas/instant-valuation.ts`; the building fields only and all of them with `model: building`); 201 `{data: {id, input, area, governorate, estimate: {status: estimated, valueFils, lowFils, highFils, pricePerSqmFils, confidence, basis, comparablesUsed} | {status: thin-data, comparablesUsed}, comparables, lockedComparables}}`; signed in or not (a signed-in member's estimate is listed for them; `x-uuid` is kept for a visitor); 422 `NO_VALUATION_MODEL`; `VALUATIONS_PER_IP_HOUR` per address. Streets, direction, floor type (`marble|porcelain|ceramic|parquet`) and curb setbacks (boolean) are kept but not priced (the recorded deals do not say them); a building's age, finishing, floors and basement price its building (`estimate.building`: `landValueFils, landPerSqmFils, builtUpSqm, replacementCostFils, depreciationPercent, buildingValueFils, lifeYears, ratesAsOf`)",
  },
  {
    operations: ['GET /api/v1/valuations/ive/{id}'],
    call: '`GET /api/v1/valuations/ive/{uuid}`',
    note: 'one estimate, for whoever has its link: the value and range for everyone; the detailed report (`comparables` with blocks) when `detailed` is true — for subscribers and for a member who unlocked it; otherwise `comparables` is empty and `lockedComparables` counts them; `Cache-Control: private, no-store`',
  },
  {
    operations: ['POST /api/v1/valuations/ive/{id}/unlock'],
    call: '`POST /api/v1/valuations/ive/{uuid}/unlock`',
    note: "signed in: the estimate's detailed report for one `map-valuation` credit of the caller's own balance, `{data: {valuation, spent}}`; again (or racing) → `spent: false`; a subscriber → `spent: false`; no credit → 402 `INSUFFICIENT_BALANCE`; unknown → 404",
  },
  {
    operations: ['GET /api/v1/valuations/ive'],
    call: '`GET /api/v1/valuations/ive`',
    note: "signed in: the member's own estimates, newest first (20)",
  },
  {
    operations: ['GET /api/v1/common/similar-ive-properties/{id}'],
    call: '`GET /api/v1/common/similar-ive-properties/{uuid}`',
    note: "up to 8 live sale ads of the estimate's kind of property asking within its range (a size within ±30 % without one), its area first, then its governorate",
  },
  {
    operations: ['POST /api/v1/valuations/rent'],
    call: '`POST /api/v1/valuations/rent {kind: residential|investment|literal|commercial|industrial, areaId, propertyTypeId, location, quality, buildingAge, floor, floors, sizeSqm, rooms?, bathrooms?, maidRoom?, electricityOnTenant?}`',
    note: "a rent estimate (`lib/schemas/rent-estimate.ts`; spec §5's required choices; the unit type must be one of the kind's category, else 400 on `propertyTypeId`); 201 `{data: {id, input, area, propertyType, estimate: {status: estimated, rentFils, lowFils, highFils, rentPerSqmFils, confidence, basis, adsUsed} | {status: thin-data, adsUsed}, comparables}}`, a month in whole dinars; from the asking rents of live and expired rent ads of the same type published in the last 12 months, by the value estimate's tiered search (area, neighbours, governorate), brought to the unit's size with the rent-per-m² elasticity measured within areas, weighted by nearness and recency (half every 6 months). Location, quality, age, floors, a maid's room and electricity are kept but not priced: the ads do not say them. `VALUATIONS_PER_IP_HOUR` per address",
  },
  {
    operations: ['GET /api/v1/valuations/rent/{id}', 'GET /api/v1/valuations/rent'],
    call: '`GET /api/v1/valuations/rent/{uuid}`, `GET /api/v1/valuations/rent`',
    note: "one rent estimate for whoever has its link; signed in: the member's own, newest first",
  },
  {
    operations: ['POST /api/v1/members/favourite', 'GET /api/v1/members/favourites'],
    call: '`POST /api/v1/members/favourite {adId}`, `GET /api/v1/members/favourites?dealType&page`',
    note: "signed in: toggle a favourite (`{favourited}`); the caller's own favourites, 10 a page",
  },
  {
    operations: ['GET /api/v1/members/favourites/ids'],
    call: '`GET /api/v1/members/favourites/ids`',
    note: "signed in: ids of the caller's favourite ads, newest first (hearts on lists)",
  },
  {
    operations: ['POST /api/v1/ads'],
    call: '`POST /api/v1/ads` (`adInputSchema` body)',
    note: 'signed in with a complete account (else 401/403): creates a pending draft (status 0), 201 with the full detail; at most `PENDING_ADS_PER_MEMBER` drafts (422 `LIMIT_REACHED`); category must offer the deal type, the type belong to the category and the area exist (400 field errors); price in integer fils, `null` = not announced',
  },
  {
    operations: ['PUT /api/v1/ads/{id}', 'DELETE /api/v1/ads/{id}'],
    call: '`PUT /api/v1/ads/{id}`, `DELETE /api/v1/ads/{id}`',
    note: 'owner only (anyone else, and unknown ids, get 404): full replace; the automated checks run again on an edit of a live, waiting or rejected ad (issue 29): a flagged live ad, a waiting ad and an edited rejected ad go (back) to the moderation queue as pending (0) with `review`; a copy of another own live ad → 409 `DUPLICATE_AD`; delete with media, favourites and files',
  },
  {
    operations: ['POST /api/v1/ads/{id}/publish', 'POST /api/v1/ads/{id}/cancel', 'POST /api/v1/ads/{id}/repost'],
    call: '`POST /api/v1/ads/{id}/publish`, `…/cancel`, `…/repost`',
    note: 'owner only: pending → live for `AD_LIFETIME_DAYS` (again on a live ad: unchanged); live → pending; expired → live with fresh dates; any other state 409 `CONFLICT`; race-safe conditional updates. Publish and repost spend a free ad of the month or a credit (see "What spends what"); none left → 402 `INSUFFICIENT_BALANCE` and the ad stays as it was. Publish and repost run the automated checks first (issue 29): an ad they flag stays pending (0) with `review {state: waiting, kinds, queuedAt, usualHours}` until an operator decides (paid for now; publishing it again answers it unchanged); a copy of the owner’s own live ad (same area, type and deal, size and price within 3%) → 409 `DUPLICATE_AD` with `details.adId`',
  },
  {
    operations: ['POST /api/v1/ads/{id}/special'],
    call: '`POST /api/v1/ads/{id}/special`',
    note: "owner only: a live regular ad becomes special for one `special-ad` credit, answers the ad; already special → 200, nothing spent; not live → 409 `CONFLICT`; no credit → 402 `INSUFFICIENT_BALANCE`; another member's ad → 404",
  },
  {
    operations: ['POST /api/v1/ads/{id}/media'],
    call: '`POST /api/v1/ads/{id}/media` (multipart `file`, one per request)',
    note: 'owner only: JPEG/PNG/WebP photos (checked by magic bytes, ≤ `UPLOAD_MAX_BYTES`) re-encoded to WebP at ≤ 1600 px plus 640 and 320 widths; MP4/MOV/WebM videos (≤ `UPLOAD_VIDEO_MAX_BYTES`) parsed as containers (mediabunny: a video track of a known codec, picture size, duration and a first frame, else 400 `uploads.badVideo`) and stored as sent; 201 with the media item; the 11th item is 422 `LIMIT_REACHED`; too large 413',
  },
  {
    operations: ['PUT /api/v1/ads/{id}/media/order', 'DELETE /api/v1/ads/{id}/media/{mediaId}'],
    call: '`PUT /api/v1/ads/{id}/media/order {mediaIds}`, `DELETE /api/v1/ads/{id}/media/{mediaId}`',
    note: "owner only: new display order (exactly the ad's media ids); remove one item and its files",
  },
  {
    operations: ['GET /api/v1/members/myRequests/ads'],
    call: '`GET /api/v1/members/myRequests/ads?page&statusId`',
    note: "signed in: the caller's ads of any status, newest first, 10 a page, with `counts` per status (0 pending, 1 approved, 2 expired, 3 rejected) whatever the filter; a live ad past its expiry counts as expired",
  },
  {
    operations: ['GET /api/v1/deals'],
    call: '`GET /api/v1/deals?areaId&governorateId&category&basis&from&to&q&sort&page&pageSize`',
    note: 'recorded deals (Ministry of Justice), newest first; `category` = private-housing, investment, commercial, industrial, coastal-strip, crafts, showrooms, warehouses; `basis` = land (vacant land, plots) or built (every other description), absent for both; `q` = a block number (`قطعة ٤`) or area words; `sort` = date-desc, date-asc, price-desc, price-asc, ppsqm-desc, ppsqm-asc, size-desc. Visitors and non-subscribers get the last 90 days only, without block and building ratio, and `locked: true` when older deals matched (`publicFrom` says from when); subscribers get everything. Never cached by shared caches',
  },
  {
    operations: ['GET /api/v1/deals/trend'],
    call: '`GET /api/v1/deals/trend?areaId&governorateId&category&basis&from&to`',
    note: "median price per m², count and total value per calendar quarter; open to everyone (the page's comparison of two areas asks once per area)",
  },
  {
    operations: ['GET /api/v1/deals/{id}'],
    call: '`GET /api/v1/deals/{id}`',
    note: 'subscribers only (else 403 `SUBSCRIPTION_REQUIRED`): the full record and up to 6 similar deals (same area and category, size ±30%)',
  },
  {
    operations: ['POST /api/v1/deals'],
    call: '`POST /api/v1/deals` (`dealSubmissionSchema` body)',
    note: 'signed in: a deal the member made, stored pending and never shown until a moderator approves it',
  },
  {
    operations: ['GET /api/v1/auctions'],
    call: '`GET /api/v1/auctions?tab&organizerId&page`',
    note: 'auction sessions; `tab` = today, upcoming (default), previous (last 90 days), historical, split at midnight Kuwait time; each with organizer, venue, property count, sold count, areas and lowest starting price',
  },
  {
    operations: ['GET /api/v1/auctions/{id}'],
    call: '`GET /api/v1/auctions/{id}`',
    note: 'a session with its properties',
  },
  {
    operations: ['GET /api/v1/auctions/organizers', 'GET /api/v1/auctions/organizers/{id}'],
    call: '`GET /api/v1/auctions/organizers`, `GET /api/v1/auctions/organizers/{id}`',
    note: 'organizers with their session counts',
  },
  {
    operations: ['GET /api/v1/auctions/properties', 'GET /api/v1/auctions/properties/{id}'],
    call: '`GET /api/v1/auctions/properties?tab&areaId&kind&page`, `GET /api/v1/auctions/properties/{id}`',
    note: 'offered properties (PACI and plot number, size, condition, starting price, minimum raise, final price when sold); the detail lists the other sessions of the same property (same PACI number)',
  },
  {
    operations: ['GET /api/v1/auctions/properties/{id}/file'],
    call: '`GET /api/v1/auctions/properties/{id}/file`',
    note: "the organizer's property file (PDF) as an attachment; 404 when none was published",
  },
  {
    operations: ['GET /api/v1/news'],
    call: '`GET /api/v1/news?category&page&pageSize`',
    note: 'paginated cards of published articles, newest first (12 a page, at most 50): `slug`, `category` (market, regulation, auctions, projects, finance), `title` and `summary` in the language of `x-localization`, `cover` (`url` of the 1280 × 720 WebP plus `responsive` 640 and 320 widths) and `publishedAt`; drafts and articles scheduled for later are hidden; `Cache-Control: public, max-age=300`',
  },
  {
    operations: ['GET /api/v1/news/{slug}'],
    call: '`GET /api/v1/news/{slug}`',
    note: 'the whole article (card fields, `body` as plain text with blank lines between paragraphs, `updatedAt`) and up to 3 `related` cards, the same category first, then the most recent; a slug that is not English kebab-case → 400, an unknown, draft or scheduled one → 404',
  },
  {
    operations: ['GET /api/v1/notifications'],
    call: '`GET /api/v1/notifications?filter=all|unread&page`',
    note: "signed in: the caller's notifications, newest first, 20 a page, `{data: [{id, kind, title, body, link, read, createdAt}], totalItems, currentPage, pageSize, unreadCount}`; `title` and `body` in the language of `x-localization`; `link` a path of the site",
  },
  {
    operations: ['GET /api/v1/notifications/unread-count'],
    call: '`GET /api/v1/notifications/unread-count`',
    note: 'signed in: `{unreadCount}` (the bell)',
  },
  {
    operations: ['POST /api/v1/notifications/mark-all-read', 'POST /api/v1/notifications/{id}/read'],
    call: '`POST /api/v1/notifications/mark-all-read`, `POST /api/v1/notifications/{id}/read`',
    note: "signed in: `{marked}`; `{read: true}` (another member's id, like an unknown one, is 404)",
  },
  {
    operations: ['DELETE /api/v1/notifications/{id}', 'DELETE /api/v1/notifications'],
    call: '`DELETE /api/v1/notifications/{id}`, `DELETE /api/v1/notifications`',
    note: "signed in: delete one (404 for another member's) or all of the caller's, `{deleted}`",
  },
  {
    operations: ['GET /api/v1/notifications/push/public-key'],
    call: '`GET /api/v1/notifications/push/public-key`',
    note: 'signed in: `{publicKey}`, the VAPID key a browser subscribes with; 404 when web push is off',
  },
  {
    operations: ['POST /api/v1/notifications/push/subscriptions'],
    call: '`POST /api/v1/notifications/push/subscriptions {endpoint, keys: {p256dh, auth}}`',
    note: "signed in: stores this browser's subscription (`PushSubscription.toJSON()`) for the caller; an endpoint already stored (new keys, or another account signed in on the browser) now belongs to the caller; the endpoint must be https on a browser push service (≤ 1024 characters), else 400; 404 when web push is off",
  },
  {
    operations: ['DELETE /api/v1/notifications/push/subscriptions'],
    call: '`DELETE /api/v1/notifications/push/subscriptions {endpoint}`',
    note: "signed in: removes the caller's own subscription (another member's, like an unknown one, is 404)",
  },
  {
    operations: ['GET /api/v1/saved-searches'],
    call: '`GET /api/v1/saved-searches?page`',
    note: "signed in: the caller's saved searches, newest first, 20 a page, `{data: [{id, name, filters, link, frequency, paused, lastAlertedAt, createdAt}], totalItems, currentPage, pageSize}`; `filters` normalised (area ids sorted, empty ones left out), `link` the ads list with them",
  },
  {
    operations: ['POST /api/v1/saved-searches'],
    call: '`POST /api/v1/saved-searches {filters, name?, frequency}`',
    note: "signed in: saves a search. `filters`: the ads list's filters as JSON values, `{dealType?, categoryId?, propertyTypeId?, areaIds?, priceMin?, priceMax?, sizeMin?, sizeMax?, bedrooms?, bedroomsExact?, bathrooms?, fairPrice?, q?}` (prices in KWD, sizes in m², bedrooms and bathrooms at least, bedrooms exactly with `bedroomsExact: true`, migration 0027; `fairPrice` `below`|`around`|`above` as the fair-price badge, migration 0019); `frequency` `instant`|`daily`|`weekly`; without `name` the list page's title for the filters in the `x-localization` language (\"شقق للإيجار في السالمية\"). 201 with the search; the same normalised filters saved again answer 200 with the caller's existing search, unchanged; at most `SAVED_SEARCHES_PER_MEMBER` (422 `LIMIT_REACHED`)",
  },
  {
    operations: ['PATCH /api/v1/saved-searches/{id}', 'DELETE /api/v1/saved-searches/{id}'],
    call: '`PATCH /api/v1/saved-searches/{id} {name?, frequency?, paused?}`, `DELETE /api/v1/saved-searches/{id}`',
    note: "signed in: rename, change the frequency, pause or resume (a resumed search, or one with a new frequency, is matched against ads published from then on), `{data}`; delete, `{deleted: 1}`; another member's id, like an unknown one, is 404",
  },
  {
    operations: ['GET /api/v1/finance-requests/options'],
    call: '`GET /api/v1/finance-requests/options`',
    note: "the finance request's choices: partner banks (`banks.is_partner`), property categories, and the amount's bounds `minAmountFils`/`maxAmountFils` with their `source` (`valuation_settings` `finance-request-min`/`-max`)",
  },
  {
    operations: ['POST /api/v1/finance-requests/code'],
    call: '`POST /api/v1/finance-requests/code {phone}`',
    note: "a visitor's code to confirm the phone before sending a finance request: the sign-in code's limits and cooldown (429 `CODE_ALREADY_SENT`/`RATE_LIMITED` with Retry-After)",
  },
  {
    operations: ['POST /api/v1/finance-requests'],
    call: '`POST /api/v1/finance-requests {fullName, phone, propertyCategoryId, bankId, bankCustomer, salaryFils, instalmentsFils, amountFils, termsAccepted: true, otp?}`',
    note: "a finance request (`lib/schemas/finance-request.ts`) for a partner bank; signed in it is the member's; `otp` (the code sent to `phone`, used once) is required unless `phone` is the signed-in member's own; `FINANCE_REQUESTS_PER_MEMBER_DAY` and `FINANCE_REQUESTS_PER_IP_DAY`, then 429 (a wrong code spends none); 201 `{data: {id, status: received, …}}`; an amount outside the bounds, a bank that is not a partner, terms not accepted: 400 with field errors. A job (`finance-request-delivery`, retried 1–128 min; a sweep every 30 min sends what is still unsent) e-mails it to the bank's `requests_email`, else `FINANCE_DESK_EMAIL`, and marks it `sent`",
  },
  {
    operations: ['GET /api/v1/finance-requests'],
    call: '`GET /api/v1/finance-requests`',
    note: "signed in: the member's finance requests, newest first, with `status` and `sentAt`; `Cache-Control: private, no-store`",
  },
  {
    operations: ['GET /api/v1/appraisal-requests/options'],
    call: '`GET /api/v1/appraisal-requests/options`',
    note: "the appraisal form's choices: property types, banks, areas, the approved appraisers (`mociGrade`, `source`) and the current fee (`feeFils`, `source`, `effectiveDate`); a `source` whose stored note opens with `UNCONFIRMED` or `ESTIMATE` (no dated public source) is sent empty (the note stays in the row for staff), here and in every appraisal request's `appraiser`",
  },
  {
    operations: ['POST /api/v1/appraisal-requests/uploads'],
    call: '`POST /api/v1/appraisal-requests/uploads?slot=ownership|civilId|propertyImages|other` (multipart `files`, 1–4 images)',
    note: 'signed in: JPEG/PNG/WebP checked by magic bytes, ≤ `UPLOAD_MAX_BYTES`, re-encoded to WebP, private; 201 `[{id, mimeType, url}]`; a PDF or a spoofed file 400, a 5th file 422 `LIMIT_REACHED`; `APPRAISAL_UPLOADS_PER_MEMBER_DAY` calls, then 429. `GET …/uploads/{id}`: the uploader only (bearer or access cookie)',
  },
  {
    operations: ['POST /api/v1/appraisal-requests'],
    call: '`POST /api/v1/appraisal-requests {propertyTypeId, bankId?, appraiserId, areaId, sizeSqm, email, address, details?, applicantName, phone, applicationType, documents: {ownership, civilId, propertyImages, other}, valuationId?, termsAccepted: true}`',
    note: "signed in: `appraisalRequestInputSchema`; `bankId` required only for `applicationType: mortgage` (400 on `bankId` otherwise), `details` optional; each slot's upload ids must be the member's own unused appraisal uploads, within the slot's count (4, 2, 4, 1; the first three required); 201 with the request (status 0, `paid: false`, `feeFils`); 400 with field errors (`documents.civilId`, …); `APPRAISAL_REQUESTS_PER_MEMBER_DAY` valid requests, then 429",
  },
  {
    operations: ['POST /api/v1/appraisal-requests/{id}/pay'],
    call: '`POST /api/v1/appraisal-requests/{id}/pay {paymentMethod}`',
    note: "the applicant: the fee's order and charge (`ChargeState` with `paymentUrl`, `appraisalRequestId`, `packageId: null`), returning to `/payment-redirect-appraisal`; a paid request 409 `ALREADY_PAID`, one with a payment still open 409 `PAYMENT_IN_PROGRESS` (no second charge), someone else's 404",
  },
  {
    operations: ['GET /api/v1/appraisal-requests/{id}', 'GET /api/v1/appraisal-requests/{id}/documents/{documentId}'],
    call: '`GET /api/v1/appraisal-requests/{id}`, `…/{id}/documents/{documentId}`, `…/{id}/report`',
    note: "the applicant or an appraiser of the assigned office (once paid): the request with `bank` (null when none was given), `documents`, `timeline` `[{status, note, at}]`, `reportUrl` and `payment` (`{amountFils, paidAt, reference}` once paid, `reference` the gateway's charge id; else null); a document image (inline); the report PDF (attachment). Anyone else 404, a visitor 401; bearer or access cookie",
  },
  {
    operations: ['GET /api/v1/members/myRequests/appraisalRequests'],
    call: '`GET /api/v1/members/myRequests/appraisalRequests`',
    note: "signed in: the member's appraisal requests, newest first (spec §7), as above",
  },
  {
    operations: ['GET /api/v1/appraiser/requests'],
    call: '`GET /api/v1/appraiser/requests`',
    note: 'role `appraiser`: the paid requests assigned to the office, newest first; without the role 403',
  },
  {
    operations: ['POST /api/v1/appraiser/requests/{id}/status'],
    call: '`POST /api/v1/appraiser/requests/{id}/status {status: 1|2|3, note?}`',
    note: 'role `appraiser`, assigned office: review, reject (the `note` is the reason, required) or accept; an invalid move 409 `CONFLICT`; notifies the applicant',
  },
  {
    operations: ['POST /api/v1/appraiser/requests/{id}/report'],
    call: '`POST /api/v1/appraiser/requests/{id}/report` (multipart `report` PDF, `note?`)',
    note: 'role `appraiser`, an accepted request: the signed report (a PDF by content, ≤ `APPRAISAL_REPORT_MAX_BYTES`), status 4 report delivered; notifies the applicant',
  },
  {
    operations: ['GET /api/v1/valuations/construction'],
    call: '`GET /api/v1/valuations/construction`',
    note: "signed in: the member's own construction estimates, newest first (20), `Cache-Control: private, no-store`",
  },
  {
    operations: ['GET /api/v1/valuations/construction/rates'],
    call: '`GET /api/v1/valuations/construction/rates`',
    note: "the construction cost estimator's rates (per finishing level and component, extras; fils per m², fixed fils or basis points, each with `source` and `effectiveDate`), the building code's rules (`maxFloors`, `floorCoveragePercent`, `roofAnnexPercent`, `buildingRatios`) and those figures' sources; a figure whose stored note opens with `UNCONFIRMED` or `ESTIMATE` (no dated public source) keeps its value with an empty `source` (the note stays in the row for staff). From the tables `construction_rates` and `valuation_settings`, so they change without a deploy",
  },
  {
    operations: ['POST /api/v1/valuations/construction'],
    call: '`POST /api/v1/valuations/construction {plotSizeSqm, buildingRatio, floors, basement, roofAnnex, finishingLevel, extras}`',
    note: "`constructionEstimateInputSchema` (`lib/schemas/construction-estimate.ts`); a ratio not offered or more floors than the code allows is a field error; stores the estimate (under the signed-in member, else the `x-uuid` visitor id) and answers 201 `{id, createdAt, inputs, result}`: built-up areas, the breakdown lines with low and high in fils, total low/mid/high, per m², the rates' date and their dated public sources (own estimates' notes are left out). `id` is a random UUID (the result's shareable link). `VALUATIONS_PER_IP_HOUR` per address",
  },
  {
    operations: ['GET /api/v1/valuations/construction/{id}'],
    call: '`GET /api/v1/valuations/construction/{id}`',
    note: 'a stored estimate, as computed then (later rate changes do not alter it); `ratesCurrent` is false when its rates were older than `COST_RATES_CURRENT_MONTHS` on its date (shown as "last updated {date}, the latest published rates")',
  },
  {
    operations: ['POST /api/v1/valuations/construction/{id}/finance'],
    call: '`POST /api/v1/valuations/construction/{id}/finance {downPaymentFils, months, bankId, graceMonths, graceMode}`',
    note: "computed, not stored: the middle of the estimate's range less the down payment, financed by the bank's rate (murabaha: selling price = amount × (1 + flat × years), equal instalments; conventional: M = P·r/(1−(1+r)^−n)); `graceMode` `extended` (no profit during the grace) or `capitalised`; answers the bank's offer (instalment, total, profit, flat and reducing-balance rates), every bank on the same terms, and the CBK housing limits with what breaks and what would fit. A down payment covering the cost or a bank without a rate is a field error",
  },
  {
    operations: ['GET /api/v1/valuations/banks'],
    call: '`GET /api/v1/valuations/banks`',
    note: 'banks with their construction (else housing) rate, kind, source and date (`bank_rates`; an unconfirmed rate as `rateOnRequest`, as in `/finance/setup`), the CBK limits and the discount rate with their sources (`valuation_settings`)',
  },
  {
    operations: ['GET /api/v1/finance/setup'],
    call: '`GET /api/v1/finance/setup`',
    note: "the mortgage calculator's data, `public, max-age=300`: `banks` (one entry per bank and product, `housing` or `consumer`: `kind` `murabaha` (flat rate) or `conventional` (reducing balance), `rateBps`, `source`, `asOf`, from `bank_rates`; `rateOnRequest` true when the stored note opens with `UNCONFIRMED` or `ESTIMATE`: then `source` is empty, the note stays for staff, and `rateBps` is the CBK cap, priced on the reducing balance), `limits` (`housing {maxAmount, maxMonths}`, `consumer {maxAmount, maxMonths, salaryMultiple}`, `employeeShareBps`, `retireeShareBps`, `discountRateBps`, `rateCapBps`, `kcbMaxAmount`; fils, months, basis points) and `settings` (each limit's `valuation_settings` row with `source` and `effectiveDate`)",
  },
  {
    operations: ['POST /api/v1/finance/calculate'],
    call: '`POST /api/v1/finance/calculate {product, propertyValueFils, downPaymentFils, months, graceMonths, graceMode, bankId, salaryFils, obligationsFils, retiree}`',
    note: "`financeCalculateSchema` (`lib/schemas/finance.ts`, the page form's too); computed with `lib/finance/mortgage.ts`, the module the `/finance` page runs in the browser, nothing stored. Answers `{input, plan, comparison, sideBySide, kcb, limits, settings}`: `plan` is the chosen bank's `{bank, principal, offer {instalment, totalRepaid (the bank's selling price), profit, termMonths, flatRateBps, reducingRateBps}, graceProfit, shareBps, allowedInstalment, limits: [{key: amount · salaryMultiple (consumer) · term · share · rate, fits, actual, max}], fits, fix {downPaymentNeeded, longestMonths, fitMonths, instalmentAtFitMonths, salaryNeeded, largestAmount}}`; `comparison` every bank of the product, lowest instalment first; `sideBySide {murabaha, conventional}` the cheapest bank id of each kind; `kcb` (housing) Kuwait Credit Bank's interest-free part `{amount, instalment, remainder, remainderOffer, totalInstalment}`. A down payment covering the value or a bank without a rate for the product is a field error",
  },
  {
    operations: ['GET /api/v1/finance/budget'],
    call: '`GET /api/v1/finance/budget?deal&salary&obligations&downPayment&months&bankId&retiree` or `?maxPrice`',
    note: "amounts in dinars (`budgetQuerySchema`; a salary or a ceiling is required), `public, max-age=300`. From a salary: `{basis: 'salary', ceiling, budget {ceiling, principal, downPayment, bank, months, termCapped, shareBps, allowedInstalment, byShare, cap, binding: share · amount, offer}, limits, settings}` — the highest price (fils, whole dinars) the share of salary and the KD 70,000 housing ceiling allow at the bank (default: the first housing bank) plus the down payment. With `maxPrice`: `{basis: 'price', ceiling, plan}` (what financing that price takes). The ads within it: `GET /api/v1/ads?dealType=sale&priceMax=<ceiling in KD>`. With `deal=rent` (default `sale`): `{basis: 'rent', ceiling, fromSalary, shareBps, limits, settings}` — a month's rent: the CBK instalment share of net salary (`instalment-salary-share`, 40%; retirees 30%) less current instalments, in whole dinars, never below 0; or `maxPrice` as the month's rent; the ads: `dealType=rent`",
  },
  {
    operations: ['GET /api/dev/outbox'],
    call: '`GET /api/dev/outbox?to=`',
    note: 'demo only: simulated SMS, e-mail, WhatsApp (to `965…`) and push (to the endpoint or `fcm:<token>`), newest first',
  },
  {
    operations: [
      'POST /api/dev/jobs/{name}',
      'POST /api/dev/ads/{id}/expiry',
      'POST /api/dev/ads/{id}/availability-ask',
    ],
    call: '`POST /api/dev/jobs/{ad-expiry|ad-availability|maintenance|payment-reconciliation|payment-order-expiry|balance-expiry|subscription-renewal}`, `POST /api/dev/ads/{id}/expiry {expiresInHours}`, `POST /api/dev/ads/{id}/availability-ask`',
    note: "demo only: run a scheduled job now; move a live ad's expiry (to show the reminders in a demo or a journey)",
  },
  {
    operations: ['POST /api/dev/clock'],
    call: '`POST /api/dev/clock {advanceDays}`',
    note: "demo only (absent with `APP_ENV=production`): the server's clock runs `advanceDays` (0–3660, whole days) past the wall clock for subscriptions and the subscriber lock; 0 puts it back; `{data: {now}}`",
  },
  {
    operations: ['GET /api/v2/subscriptions/packages/{screen}'],
    call: '`GET /api/v2/subscriptions/packages/{screen}`',
    note: '`screen` = ads, subscriptions, map-valuation, broker-ads: `{data: {packages: Package[], active}}`, the screen\'s monthly packages (`lib/schemas/payments.ts` `packageSchema`: id, kind, screen, billing, name, description, priceFils, quantity, validityMonths, officesOnly); `active` is the signed-in member\'s balance of the screen\'s kinds (`{"regular-ad": 3, "special-ad": 0}`), null for a visitor',
  },
  {
    operations: ['GET /api/v2/subscriptions/packages-one-time/{screen}', 'GET /api/v1/subscriptions/packages/ads'],
    call: '`GET /api/v2/subscriptions/packages-one-time/{screen}`, `GET /api/v1/subscriptions/packages/ads?adId=0`, `…/packages/addons`, `…/packages/available/all`',
    note: '`{data: Package[]}`: one-time packages of a screen; every ad package (not add-ons); add-ons; everything on sale',
  },
  {
    operations: ['GET /api/v1/banners/{screen}'],
    call: '`GET /api/v1/banners/{screen}`',
    note: '`{data: [{id, screen, title, body, linkPath}]}`; screens packages, subscriptions, map-valuation, broker-ads, payment, account-balances',
  },
  {
    operations: ['GET /api/v1/common/payments-methods/{screen}', 'GET /api/v1/common/payments-methods-ios'],
    call: '`GET /api/v1/common/payments-methods/{screen}`, `GET /api/v1/common/payments-methods-ios`',
    note: "`{data: [{id: knet|card, sourceId, name}]}` (Tap's `src_kw.knet`, `src_card`); `screen` also takes `appraisal`",
  },
  {
    operations: ['POST /api/v2/subscriptions/check-promo-code'],
    call: '`POST /api/v2/subscriptions/check-promo-code {packageId, promotionCode}`',
    note: "signed in: `{data: {packageId, promotionCode, priceFils, discountFils, totalFils}}`, or 400 `INVALID_PROMO_CODE` (unknown, outside its dates, other package, used up, or the member's own limit reached: one answer)",
  },
  {
    operations: ['POST /api/v2/subscriptions/create-user-packages'],
    call: '`POST /api/v2/subscriptions/create-user-packages {packageId, promotionCode?, paymentMethod: knet|card|all}`',
    note: "signed in: an order and its charge, 201 `{data: ChargeState}` (`orderId, chargeId, status, orderStatus, paid, amountFils, currency, packageId, paymentUrl`); send the member to `paymentUrl`. Offices-only packages → 403 for others; a code is taken atomically with the order; a data-access package while the member's subscription is active or cancelled but still paid → 409 `ALREADY_SUBSCRIBED` (nothing is opened); the gateway refusing → 402 `PAYMENT_FAILED`",
  },
  {
    operations: ['POST /api/v1/members/create-user-subscription'],
    call: '`POST /api/v1/members/create-user-subscription {packageId, promotionCode?, paymentMethod}`',
    note: 'the same for data subscriptions only (another package → 404; while a paid period lasts → 409 `ALREADY_SUBSCRIBED`); the gateway refusing → 402 `SUBSCRIPTION_FAILED`',
  },
  {
    operations: ['PUT /api/v1/common/update-transaction/{id}'],
    call: '`PUT /api/v1/common/update-transaction/{chargeId}`',
    note: "signed in, own charges only (else 404): the return page's call with the `tap_id` it came back with; asks the gateway for the charge and credits it if CAPTURED (exactly once); `{data: ChargeState}`",
  },
  {
    operations: ['GET /api/v1/common/check-charge/{id}', 'GET /api/v2/subscriptions/check-charge'],
    call: '`GET /api/v1/common/check-charge/{chargeId}`, `GET /api/v2/subscriptions/check-charge?hashId={chargeId}`',
    note: 'signed in, own charges only: our record, read only',
  },
  {
    operations: ['GET /api/v1/common/payment-status/{id}'],
    call: '`GET /api/v1/common/payment-status/{chargeId}`',
    note: "no session needed (the charge's reference is the key): the return pages' check. Asks the gateway and settles the charge like the PUT above, then `{data: PaymentStatus}`: `outcome` (`pending`, `paid`, `refunded`, `failed`, `cancelled`, `expired`), amount in fils, what was bought (`item.kind`, `item.name` in the request's language), the order's date; `owner` (order id, charge status) only with the paying member's token. 400 for a malformed reference, 404 for none; `PAYMENT_STATUS_CHECKS_PER_IP_HOUR` asks per client address, then 429 `RATE_LIMITED` with `Retry-After`; `Cache-Control: private, no-store`",
  },
  {
    operations: ['POST /api/v1/common/payments/webhook'],
    call: '`POST /api/v1/common/payments/webhook`',
    note: "the charge's `post.url` (Tap's webhook): `hashstring` checked in constant time (else 401 `INVALID_SIGNATURE`, logged, nothing credited), then the charge is asked for like on the return",
  },
  {
    operations: ['GET /api/v1/members/my-balance'],
    call: '`GET /api/v1/members/my-balance`',
    note: "signed in: `{data: {balances: {regular-ad, special-ad, map-valuation, data-access, broker-ad}, ads: {freeAds: {month, allowance, left}, regular (without the free ads), special, broker (the office balance the member's ads draw on, or null), rules: own|office|marketeer}, packages: [{id, kind, packageId, reason, quantity, remaining, active, expiresAt, promoCode (the code the package was bought with, or null), createdAt}], transactions: [{id, orderId, chargeId, service, packageId, status, orderStatus, amountFils, currency, createdAt}]}}`",
  },
  {
    operations: ['GET /api/v1/subscriptions'],
    call: '`GET /api/v1/subscriptions`',
    note: 'signed in: `{data: {status: active|cancelled|inactive, active, until, autoRenew, cancelledAt, plan: {id, nameAr, nameEn, priceFils}|null, card: {brand, lastFour}|null, renewalFailed, subscriptions: [{id, packageId, months, remaining, expiresAt, createdAt}]}}` (`subscriptionStateSchema`; the months of data access bought)',
  },
  {
    operations: ['POST /api/v1/members/cancel-user-subscription'],
    call: '`POST /api/v1/members/cancel-user-subscription {}`',
    note: "signed in, the member's own subscription (no id is taken): renewal off, access until the paid period ends; `{data: SubscriptionState}`. Not active → 409 `CONFLICT` with `fieldErrors.subscription` (`alreadyCancelled`, `notSubscribed`); any other body → 400",
  },
  {
    operations: ['POST /api/v1/members/reactivate-user-subscription'],
    call: '`POST /api/v1/members/reactivate-user-subscription {}`',
    note: 'a cancelled subscription whose period still runs becomes active again (renewing when a card is saved); else 409 (`alreadyActive`, `periodEnded`: subscribe again)',
  },
  {
    operations: ['POST /api/v1/members/subscription-auto-renewal'],
    call: '`POST /api/v1/members/subscription-auto-renewal {autoRenew}`',
    note: "an active subscription's automatic renewal off, or on (409 `noSavedCard` without a saved card); else 409",
  },
  {
    operations: ['POST /api/v1/members/update-user-packages'],
    call: '`POST /api/v1/members/update-user-packages {packageId}`',
    note: "an active subscription's monthly plan for its next renewal (the paid period stays as it is); another package, a one-time or yearly plan → 404; not active → 409 (`alreadyCancelled`, `notSubscribed`)",
  },
  {
    operations: ['GET /api/dev/local-gateway/checkout/{id}', 'POST /api/dev/local-gateway/checkout/{id}'],
    call: '`GET/POST /api/dev/local-gateway/checkout/{chargeId}`',
    note: 'demo only: the local gateway\'s checkout page (pay, decline, cancel; KNET or card; "save this card" with a test card when the charge allows it), then 303 to the charge\'s redirect URL with `tap_id`',
  },
];
