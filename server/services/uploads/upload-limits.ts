import { config } from '../../config';
import { uploadRules, type UploadRule } from './uploads';

/** Room for the multipart boundaries and part headers around the files. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** The largest body of an ad media upload: one file of the larger kind (photo or video), plus the multipart framing. */
export const mediaBodyMaxBytes = () =>
  Math.max(config().UPLOAD_MAX_BYTES, config().UPLOAD_VIDEO_MAX_BYTES) + MULTIPART_OVERHEAD;

/** The largest body of an avatar or document upload: the rule's number of files at its largest size each. */
export const filesBodyMaxBytes = (rule: UploadRule) => () =>
  rule.maxFiles * (rule.maxBytes?.() ?? config().UPLOAD_MAX_BYTES) + MULTIPART_OVERHEAD;

/** The largest body any upload route accepts: what a multipart request may send before its route narrows the limit. */
export const largestUploadBodyBytes = () =>
  Math.max(
    mediaBodyMaxBytes(),
    dealImportBodyMaxBytes(),
    ...Object.values(uploadRules).map((rule) => filesBodyMaxBytes(rule)()),
  );

/** The largest body of a deals file upload (the market-data desk's import). */
export const dealImportBodyMaxBytes = () => config().DEAL_IMPORT_MAX_BYTES + MULTIPART_OVERHEAD;
