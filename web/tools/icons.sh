#!/usr/bin/env bash
# Draws the app icons (web/icon-512.png, web/icon-192.png) with ImageMagick:
# the title screen's emblem, X's winning diagonal, in the dark theme's
# colours, inside the middle 80 % so that a launcher's mask never cuts it.
set -euo pipefail
cd "$(dirname "$0")/.."
convert -size 512x512 xc:'#111318' \
    -stroke '#3a4152' -strokewidth 14 \
    -draw "line 208,112 208,400" -draw "line 304,112 304,400" \
    -draw "line 112,208 400,208" -draw "line 112,304 400,304" \
    -stroke '#5cc8ff' -strokewidth 26 \
    -draw "line 136,136 184,184" -draw "line 184,136 136,184" \
    -draw "line 232,232 280,280" -draw "line 280,232 232,280" \
    -draw "line 328,328 376,376" -draw "line 376,328 328,376" \
    -fill none -stroke '#ff9f5a' -strokewidth 24 \
    -draw "circle 352,160 352,190" -draw "circle 160,352 160,382" \
    -stroke '#f6f1dc' -strokewidth 14 -draw "line 124,124 388,388" \
    -strip icon-512.png
convert icon-512.png -resize 192x192 -strip icon-192.png
