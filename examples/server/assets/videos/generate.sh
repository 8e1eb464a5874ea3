#!/bin/sh
# Regenerates the reference server's sample videos (the machines that run it have no internet).
# Needs ffmpeg with libvpx-vp9 and libx264 (Debian: apt-get install ffmpeg). Portrait 288x512,
# 4 s, 12 fps, silent. VP9 in MP4 plays in every current browser including the open-source
# Chromium that Playwright drives (it has no H.264); the H.264 file is the classic Safari-safe
# MP4 and shows the player's "cannot play" fallback in browsers without H.264.
set -eu
cd "$(dirname "$0")"
common="-hide_banner -loglevel error -y"
out="-fflags +bitexact -map_metadata -1 -an -r 12 -t 4"
ffmpeg $common -f lavfi -i "testsrc2=size=288x512:rate=12" \
  $out -c:v libvpx-vp9 -b:v 0 -crf 45 -row-mt 1 -deadline good -cpu-used 2 -pix_fmt yuv420p \
  -flags:v +bitexact -movflags +faststart bars-vp9.mp4
ffmpeg $common -f lavfi -i "gradients=size=288x512:rate=12:speed=0.05:seed=7" \
  $out -c:v libvpx-vp9 -b:v 0 -crf 50 -row-mt 1 -deadline good -cpu-used 2 -pix_fmt yuv420p \
  -flags:v +bitexact -movflags +faststart gradient-vp9.mp4
ffmpeg $common -f lavfi -i "testsrc2=size=288x512:rate=12" \
  $out -c:v libx264 -profile:v main -preset veryslow -crf 34 -pix_fmt yuv420p -threads 1 \
  -flags:v +bitexact -movflags +faststart bars-h264.mp4
