#!/usr/bin/env python3
"""Kinema's `stress` scene written for pygame: the peer "a plain SDL loop in Python" on Linux.

Coloured rounded rectangles rise 86.8 px into place and fade in from alpha 0 to 1 over 0.85 s with
UIKit's ease-in-out (cubic-bezier(0.42, 0, 0.58, 1)), each after its own delay, a new cycle every 3 s:
  --layout list   rows 12 px from each side, 52 px high, 57 px apart (the first at y = 5); only the rows
                  on screen enter, 0.05 s apart (the rest of the list sits below the window, still)
  --layout grid   a 40-column grid of 24 x 12 cells on a 28 x 16 pitch, centred; every cell enters,
                  0.002 s apart
Colours cycle through #FF3B30 #FF9500 #FFCC00 #34C759 #007AFF on #F2F2F7; corner radius 4; a
1280 x 800 window at one pixel per point. The numbers are those of Kinema's StressWorkload.

Drawing: a plain software display surface (SDL's window framebuffer put on screen with MIT-SHM, no
OpenGL: SDL_FRAMEBUFFER_ACCELERATION=0). Each frame clears the surface and draws every visible shape
with pygame.draw.rect(..., border_radius=4), then display.flip(). The alpha is applied by drawing
each shape in its colour pre-blended against the background: the background is one solid colour and
the shapes never overlap one another while any of them is translucent (consecutive rows and grid
rows are always further apart than a shape is tall, because an earlier item is never behind a later
one), so this gives the same pixels as alpha blending, at the cost of one opaque fill per shape. It is
the cheapest faithful way in pygame: a SRCALPHA surface per shape, or one full-window SRCALPHA layer,
costs a per-pixel blend on top. Pre-blended colours are cached per colour for 256 alpha levels.
Shapes fully outside the window, and shapes still at alpha 0, are not drawn (not even computed, for
the grid's rows below the window).

Pacing: a sleep-based pacer on absolute 1/60 s deadlines (pygame.time.Clock.tick(60) sleeps whole
milliseconds and runs at about 62.5 fps); a frame that misses its deadline skips to the next one and
counts as dropped, as on a 60 Hz display.

Usage: stress_pygame.py [--layout list|grid] [--count N] [--seconds S] [--warmup-frames N]
                        [--freeze-at T]
Runs the warm-up frames, then S measured seconds; prints BENCH_START and BENCH_END frames=F on
standard error around the measured window, and one JSON line on standard output at the end.
--freeze-at T stops the clock T seconds after the first frame and keeps showing that frame (for
screenshots; FROZEN on standard error once it is on screen); the run still lasts as long as asked.
"""

import argparse
import json
import math
import os
import sys
import time

os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")  # the plain X11 framebuffer, no OpenGL
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEO_WINDOW_POS", "0,0")  # top left, so a screenshot of the screen finds it

import pygame  # noqa: E402  (after the environment above)

WIDTH, HEIGHT = 1280, 800
RISE = 86.8
DURATION = 0.85
PERIOD = 3.0
RADIUS = 4
COLUMNS = 40
PITCH_W, PITCH_H = 28, 16
CELL_W, CELL_H = 24, 12
COLORS = [0xFF3B30, 0xFF9500, 0xFFCC00, 0x34C759, 0x007AFF]
BACKGROUND = 0xF2F2F7


def rgb(value):
    return ((value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF)


def bezier_table(x1, y1, x2, y2, samples=2048):
    """y(x) of the cubic Bézier (0,0) (x1,y1) (x2,y2) (1,1), sampled at `samples` + 1 even x."""
    def coord(t, a, b):
        return 3 * (1 - t) ** 2 * t * a + 3 * (1 - t) * t * t * b + t ** 3

    def dcoord(t, a, b):
        return 3 * (1 - t) ** 2 * a + 6 * (1 - t) * t * (b - a) + 3 * t * t * (1 - b)

    table = []
    for i in range(samples + 1):
        x = i / samples
        t = x
        for _ in range(8):  # Newton, then bisection where the slope is flat
            d = dcoord(t, x1, x2)
            if abs(d) < 1e-9:
                break
            t -= (coord(t, x1, x2) - x) / d
            t = min(1.0, max(0.0, t))
        lo, hi = 0.0, 1.0
        for _ in range(40):
            if abs(coord(t, x1, x2) - x) < 1e-12:
                break
            if coord(t, x1, x2) < x:
                lo = t
            else:
                hi = t
            t = (lo + hi) / 2
        table.append(coord(t, y1, y2))
    return table


EASE_SAMPLES = 2048
EASE = bezier_table(0.42, 0.0, 0.58, 1.0, EASE_SAMPLES)  # UIKit's .curveEaseInOut


def ease(p):
    f = p * EASE_SAMPLES
    i = int(f)
    if i >= EASE_SAMPLES:
        return 1.0
    return EASE[i] + (EASE[i + 1] - EASE[i]) * (f - i)


def layout_items(layout, count):
    """Each item's rest rectangle (x, y, w, h), colour index and delay, as Kinema's StressWorkload."""
    items = []
    if layout == "list":
        stagger = 0.05
        visible_first = 0  # the scroll view sits at the top
        for index in range(count):
            y = 5 + 57 * index
            enters = y < HEIGHT  # only the rows on screen enter
            delay = (index - visible_first) * stagger if enters else None
            items.append((12, y, WIDTH - 24, 52, index % len(COLORS), delay))
    else:
        stagger = 0.002
        left = math.floor((WIDTH - COLUMNS * PITCH_W) / 2)
        for index in range(count):
            column, row = index % COLUMNS, index // COLUMNS
            x = left + column * PITCH_W + (PITCH_W - CELL_W) // 2
            y = row * PITCH_H + (PITCH_H - CELL_H) // 2
            items.append((x, y, CELL_W, CELL_H, index % len(COLORS), index * stagger))
    return items


def main():
    parser = argparse.ArgumentParser(description="Kinema's stress scene in pygame")
    parser.add_argument("--layout", choices=["list", "grid"], default="list")
    parser.add_argument("--count", type=int, default=100)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--warmup-frames", type=int, default=30)
    parser.add_argument("--freeze-at", type=float, default=None)
    args = parser.parse_args()

    pygame.display.init()
    screen = pygame.display.set_mode((WIDTH, HEIGHT))
    pygame.display.set_caption("stress (pygame)")
    background = rgb(BACKGROUND)
    # Pre-blended colours: blended[colour][alpha 0...255].
    blended = [
        [tuple(round(b + (c - b) * a / 255) for c, b in zip(rgb(color), background)) for a in range(256)]
        for color in COLORS
    ]
    # Only what can ever be on screen: an item never goes above its place, so one whose place is below
    # the window stays below it.
    items = [item for item in layout_items(args.layout, args.count) if item[1] < HEIGHT]
    draw_rect = pygame.draw.rect

    interval = 1 / 60
    frames = 0
    measured = 0
    dropped = 0
    start = None  # the first frame's time: a cycle starts there, and every PERIOD after
    measure_start = None
    measure_end = None
    next_deadline = None
    running = True
    frozen = False
    while running:
        for event in pygame.event.get():
            if event.type == pygame.QUIT or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
                running = False
        now = time.perf_counter()
        if start is None:
            start = now
            next_deadline = now
        t = now - start
        freezing = args.freeze_at is not None and t > args.freeze_at
        if freezing:
            t = args.freeze_at
        local = t % PERIOD  # time into the current cycle

        screen.fill(background)
        for x, y, w, h, color, delay in items:
            if delay is None:  # a row below the screen at the cycle's start: it does not enter
                draw_rect(screen, blended[color][255], (x, y, w, h), border_radius=RADIUS)
                continue
            p = (local - delay) / DURATION
            if p <= 0:
                continue  # still waiting out its delay: transparent
            if p >= 1:
                draw_rect(screen, blended[color][255], (x, y, w, h), border_radius=RADIUS)
                continue
            e = ease(p)
            top = y + round(RISE * (1 - e))
            if top >= HEIGHT:
                continue
            alpha = round(255 * e)
            if alpha:
                draw_rect(screen, blended[color][alpha], (x, top, w, h), border_radius=RADIUS)
        pygame.display.flip()
        frames += 1
        if freezing and not frozen:
            frozen = True
            print("FROZEN", file=sys.stderr, flush=True)

        if frames == args.warmup_frames:
            measure_start = time.perf_counter()
            measure_end = measure_start + args.seconds
            print("BENCH_START", file=sys.stderr, flush=True)
        elif measure_start is not None:
            measured += 1
            if time.perf_counter() >= measure_end:
                break

        # Pace: sleep to the next 1/60 s deadline; a missed one is a dropped frame.
        next_deadline += interval
        now = time.perf_counter()
        if now > next_deadline:
            missed = math.floor((now - next_deadline) / interval) + 1
            if measure_start is not None:
                dropped += missed
            next_deadline += missed * interval
        time.sleep(max(0.0, next_deadline - time.perf_counter()))

    elapsed = (time.perf_counter() - measure_start) if measure_start else 0.0
    print(f"BENCH_END frames={measured}", file=sys.stderr, flush=True)
    result = {
        "program": "pygame",
        "layout": args.layout,
        "count": args.count,
        "warmup_frames": args.warmup_frames,
        "seconds": round(elapsed, 3),
        "frames": measured,
        "presented": measured,
        "fps": round(measured / elapsed, 1) if elapsed else 0.0,
        "dropped": dropped,
        "drawing": "software display surface (SDL framebuffer, MIT-SHM), pre-blended colours",
        "pygame": pygame.version.ver,
        "sdl": ".".join(map(str, pygame.get_sdl_version())),
    }
    print(json.dumps(result), flush=True)
    pygame.quit()


if __name__ == "__main__":
    main()
