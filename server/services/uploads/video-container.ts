import { EncodedPacketSink, FilePathSource, Input, MP4, QTFF, WEBM, type InputFormat } from 'mediabunny';
import type { VideoType } from './file-type';

const containers: Record<VideoType, InputFormat> = { 'video/mp4': MP4, 'video/quicktime': QTFF, 'video/webm': WEBM };

/**
 * Whether the file at `filePath` is a `type` container that really holds a video, parsed by mediabunny (MP4/QuickTime boxes, WebM's
 * EBML elements): a video track of a known codec with a picture size, a duration, and a first frame inside the file.
 * The right first bytes followed by anything else (an HTML page, say) have no such track.
 */
export async function isVideoContainer(filePath: string, type: VideoType): Promise<boolean> {
  // Read from disk in ranges, as the parse needs them: a 50 MB video is never held whole.
  const input = new Input({ source: new FilePathSource(filePath), formats: [containers[type]] });
  try {
    if (!(await input.canRead())) return false;
    const track = await input.getPrimaryVideoTrack();
    if (!track?.codec || track.displayWidth <= 0 || track.displayHeight <= 0) return false;
    const firstFrame = await new EncodedPacketSink(track).getFirstPacket();
    return Boolean(firstFrame?.byteLength) && (await input.computeDuration()) > 0;
  } catch {
    // A structure mediabunny cannot follow is not a video we store.
    return false;
  } finally {
    input.dispose();
  }
}
