import {
  BufferTarget,
  EncodedPacket,
  EncodedVideoPacketSource,
  MovOutputFormat,
  Mp4OutputFormat,
  Output,
  WebMOutputFormat,
} from 'mediabunny';

/** avcC of H.264 Baseline 3.0 with a minimal SPS and PPS: enough for a muxer to write a valid track header. */
const avcConfig = new Uint8Array([1, 0x42, 0xc0, 0x1e, 0xff, 0xe1, 0, 4, 0x67, 0x42, 0xc0, 0x1e, 1, 0, 2, 0x68, 0xce]);

const containers = {
  mp4: { format: () => new Mp4OutputFormat(), codec: 'avc', config: { codec: 'avc1.42C01E', description: avcConfig } },
  mov: { format: () => new MovOutputFormat(), codec: 'avc', config: { codec: 'avc1.42C01E', description: avcConfig } },
  webm: { format: () => new WebMOutputFormat(), codec: 'vp9', config: { codec: 'vp09.00.10.08' } },
} as const;

/**
 * A small but structurally valid video file (ffmpeg is not on every machine): `frames` frames of 64×48 at 10 fps,
 * muxed by mediabunny. The frame bytes are filler: the server checks the container, it never decodes a frame.
 */
export async function sampleVideo(
  container: keyof typeof containers,
  { frames = 5, frameBytes = 32 } = {},
): Promise<Buffer> {
  const { format, codec, config } = containers[container];
  const output = new Output({ format: format(), target: new BufferTarget() });
  const source = new EncodedVideoPacketSource(codec);
  output.addVideoTrack(source, { frameRate: 10 });
  await output.start();
  for (let i = 0; i < frames; i += 1) {
    const packet = new EncodedPacket(new Uint8Array(frameBytes).fill(i + 1), i === 0 ? 'key' : 'delta', i / 10, 0.1);
    await source.add(packet, i === 0 ? { decoderConfig: { ...config, codedWidth: 64, codedHeight: 48 } } : undefined);
  }
  await output.finalize();
  return Buffer.from(output.target.buffer!);
}
